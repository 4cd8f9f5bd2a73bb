import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { AppLink } from '../../primitives/app-link/app-link';
import { PersonData, type PersonDataProps } from '../../sections/desk/person-data/person-data';

type DeskPersonPageProps = {
  frame: DeskFrame;
  person: PersonDataProps;
  /** Back to the open requests. */
  requestsHref: string;
};

/**
 * /staf/privasi/orang (admin only): everything held for a WhatsApp number or an e-mail, its
 * export as JSON and as a page, and its erasure after a confirmation step.
 */
function DeskPersonPage({ frame, person, requestsHref }: DeskPersonPageProps) {
  return (
    <DeskShell {...frame} current="privacy" title="Data seseorang">
      <AppLink
        href={requestsHref}
        className="text-primary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        Kembali ke permintaan data pribadi
      </AppLink>
      <PersonData {...person} />
    </DeskShell>
  );
}

export { DeskPersonPage, type DeskPersonPageProps };
