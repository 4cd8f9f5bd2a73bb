import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { AccountForm, type AccountFormProps } from '../../sections/desk/account-form/account-form';
import { AccountList, type AccountListProps } from '../../sections/desk/account-list/account-list';

type DeskAccountsPageProps = {
  frame: DeskFrame;
  form: AccountFormProps;
  list: AccountListProps;
};

/**
 * /staf/akun (admins): add a staff account, whose set-up link is shown once, and manage the
 * others: a new set-up link, or disable one.
 */
function DeskAccountsPage({ frame, form, list }: DeskAccountsPageProps) {
  return (
    <DeskShell {...frame} current="accounts" title="Akun staf">
      <AccountForm {...form} />
      <section aria-labelledby="desk-accounts-list" className="grid gap-3">
        <h2 id="desk-accounts-list" className="text-foreground text-xl font-bold">
          Semua akun
        </h2>
        <AccountList {...list} />
      </section>
    </DeskShell>
  );
}

export { DeskAccountsPage, type DeskAccountsPageProps };
