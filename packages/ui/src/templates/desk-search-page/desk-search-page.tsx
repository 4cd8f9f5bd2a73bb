import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { DeskSearch, type DeskSearchProps } from '../../sections/desk/desk-search/desk-search';

type DeskSearchPageProps = {
  frame: DeskFrame;
  search: DeskSearchProps;
};

/**
 * /staf/cari: search the bookings of the account's branches by code, name or WhatsApp number, as
 * typed or said.
 */
function DeskSearchPage({ frame, search }: DeskSearchPageProps) {
  return (
    <DeskShell {...frame} current="search" title="Cari janji temu">
      <DeskSearch {...search} />
    </DeskShell>
  );
}

export { DeskSearchPage, type DeskSearchPageProps };
