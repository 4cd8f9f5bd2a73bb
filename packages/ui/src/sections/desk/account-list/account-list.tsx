import * as React from 'react';
import { Link2, Users } from 'lucide-react';
import {
  optionLabel,
  staffRoles,
  staffRules,
  type FormAnswer,
  type StaffAccountListing,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { Button } from '../../../primitives/button/button';
import { branchName } from '../desk-format';
import { deskFields, deskIntent, type DeskIntent } from '../desk-intents';
import { DeskList, DeskTime } from '../desk-parts';

type AccountAction = typeof deskIntent.disableAccount | typeof deskIntent.resetAccount;

type AccountListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Every staff account; an admin's list is never empty (its own account is in it). */
  state: Remote<StaffAccountListing[]>;
  /** The accounts page's address: the actions post there (`disable-account`, `reset-account`, `id`). */
  action: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The signed-in admin's id: its own account cannot be disabled here. */
  selfId?: number;
  /** The action being sent now, by account: its button waits. */
  pending?: { id: number; intent: AccountAction };
  /** The action's answer to the last action: a refusal is an alert above the list. */
  answer?: FormAnswer;
  /**
   * The set-up link just made (an account added or reset): shown once, above the list, to hand
   * to its owner; the API keeps only its hash.
   */
  setupLink?: { email: string; link: string; expiresAt: string };
};

const stateText: Record<StaffAccountListing['state'], string> = {
  invited: 'Diundang: belum mengatur kata sandi',
  active: 'Aktif',
  disabled: 'Nonaktif',
};

/**
 * The staff accounts an admin manages: each name, e-mail, role, branches, state (invited, active,
 * disabled), second factor and last sign-in, with 'Kirim tautan atur ulang' (a new set-up link)
 * and 'Nonaktifkan' (ends its sessions at once), each a POST naming the account's id. A link just
 * made is shown once above the list.
 */
function AccountList({
  state,
  action,
  as: Form = 'form',
  selfId,
  pending,
  answer,
  setupLink,
  className,
  ...props
}: AccountListProps) {
  const linkId = React.useId();
  const button = (account: StaffAccountListing, intent: AccountAction, label: string) => (
    <Button
      type="submit"
      name={deskIntent.name}
      value={intent satisfies DeskIntent}
      variant={intent === deskIntent.disableAccount ? 'ghost' : 'outline'}
      size="compact"
      disabled={pending !== undefined}
      aria-label={
        pending?.id === account.id && pending.intent === intent
          ? undefined
          : `${label}: ${account.name}`
      }
    >
      {pending?.id === account.id && pending.intent === intent ? 'Menyimpan...' : label}
    </Button>
  );
  return (
    <DeskList<StaffAccountListing[]>
      dataSlot="account-list"
      state={state}
      loadingLabel="Memuat akun…"
      errorTitle="Akun gagal dimuat"
      className={cn('grid gap-4', className)}
      placeholders={{ count: 3, height: 'h-32' }}
      empty={{
        icon: Users,
        title: 'Belum ada akun staf',
        description:
          'Tambahkan akun dengan formulir di atas; pemiliknya menerima tautan pengaturan.',
      }}
      answer={answer}
      {...props}
    >
      {(accounts) => (
        <>
          {setupLink ? (
            <section
              aria-labelledby={linkId}
              className="bg-primary-soft text-primary-soft-foreground grid gap-2 rounded-xl p-4"
            >
              <h3 id={linkId} className="flex items-center gap-2 font-bold">
                <Link2 aria-hidden className="size-4" />
                Tautan pengaturan untuk {setupLink.email}
              </h3>
              <p className="bg-background text-foreground rounded-lg p-3 font-mono text-sm break-all">
                {setupLink.link}
              </p>
              <p className="text-sm">
                Berikan tautan ini kepada pemilik akun. Berlaku {staffRules.setupLinkHours} jam
                (sampai <DeskTime at={setupLink.expiresAt} />) dan hanya sekali pakai; tautan ini
                tidak ditampilkan lagi.
              </p>
            </section>
          ) : null}
          <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
            {accounts.map((account) => (
              <li
                key={account.id}
                data-state={account.state}
                className={cn(
                  'border-border grid content-start gap-2 rounded-xl border p-4',
                  account.state === 'disabled' ? 'bg-muted' : 'bg-background',
                )}
              >
                <h3 className="text-foreground text-base font-bold">{account.name}</h3>
                <p className="text-muted-foreground text-sm break-all">{account.email}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Peran</dt>
                  <dd className="text-foreground">{optionLabel(staffRoles, account.role)}</dd>
                  <dt className="text-muted-foreground">Cabang</dt>
                  <dd className="text-foreground">
                    {account.role === 'admin'
                      ? 'Semua cabang'
                      : account.branches.map((branch) => branchName(branch)).join(', ')}
                  </dd>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd className="text-foreground font-semibold">{stateText[account.state]}</dd>
                  <dt className="text-muted-foreground">Verifikasi dua langkah</dt>
                  <dd className="text-foreground">{account.second_factor ? 'Aktif' : 'Tidak'}</dd>
                  <dt className="text-muted-foreground">Terakhir masuk</dt>
                  <dd className="text-foreground">
                    {account.last_sign_in_at ? (
                      <DeskTime at={account.last_sign_in_at} />
                    ) : (
                      'Belum pernah'
                    )}
                  </dd>
                </dl>
                <Form method="post" action={action} className="flex flex-wrap gap-2">
                  <input type="hidden" name={deskFields.id} value={account.id} />
                  {button(account, deskIntent.resetAccount, 'Kirim tautan atur ulang')}
                  {account.state !== 'disabled' && account.id !== selfId
                    ? button(account, deskIntent.disableAccount, 'Nonaktifkan')
                    : null}
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </DeskList>
  );
}

export { AccountList, type AccountListProps };
