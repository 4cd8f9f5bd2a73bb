import { privacyRules } from '@klinik/clinic';
import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { AppLink } from '../../primitives/app-link/app-link';
import {
  PrivacyRequestList,
  type PrivacyRequestListProps,
} from '../../sections/desk/privacy-request-list/privacy-request-list';

type DeskPrivacyPageProps = {
  frame: DeskFrame;
  requests: PrivacyRequestListProps;
  /** The look-up page without a query: find anyone's data, not only a requester's. */
  personHref: string;
};

/**
 * /staf/privasi (admin only): the open requests about personal data, most urgent first, with the
 * hours left of the 72 and a way to everything held for each number or e-mail.
 */
function DeskPrivacyPage({ frame, requests, personHref }: DeskPrivacyPageProps) {
  return (
    <DeskShell {...frame} current="privacy" title="Privasi">
      <section aria-labelledby="desk-privacy-requests" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="desk-privacy-requests" className="text-foreground text-xl font-bold">
              Permintaan data pribadi
            </h2>
            <p className="text-muted-foreground">
              Jawab setiap permintaan dalam {privacyRules.answerHours} jam sejak diterima.
            </p>
          </div>
          <AppLink
            href={personHref}
            className="text-primary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Cari data seseorang
          </AppLink>
        </div>
        <PrivacyRequestList {...requests} />
      </section>
    </DeskShell>
  );
}

export { DeskPrivacyPage, type DeskPrivacyPageProps };
