import { CircleCheck } from 'lucide-react';
import { optionLabel, staffRoles, type OwnAccountDone, type StaffAccount } from '@klinik/clinic';
import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { branchName } from '../../sections/desk/desk-format';
import {
  PasswordChangeForm,
  type PasswordChangeFormProps,
} from '../../sections/desk/password-change-form/password-change-form';
import { SessionList, type SessionListProps } from '../../sections/desk/session-list/session-list';

type DeskAccountPageProps = {
  frame: DeskFrame;
  /** The account signed in: its e-mail, role, branches and second factor, shown as they are. */
  account: StaffAccount;
  /** The change just done, from the page's address after its post (post/redirect/get). */
  done?: OwnAccountDone;
  password: PasswordChangeFormProps;
  sessions: SessionListProps;
};

const doneText: Record<OwnAccountDone, string> = {
  'kata-sandi':
    'Kata sandi sudah diganti. Semua sesi lain sudah berakhir; di perangkat ini Anda tetap masuk.',
  sesi: 'Sesi itu sudah berakhir: perangkat tersebut perlu masuk lagi dengan kata sandi.',
  'sesi-lain': 'Semua sesi lain sudah berakhir: perangkat lain perlu masuk lagi dengan kata sandi.',
};

/**
 * /staf/akun-saya, for every account: change one's own password (the current one first), and see
 * one's live sessions and end the others, each after the password again. A change done is said
 * at the top of the page it leads back to.
 */
function DeskAccountPage({ frame, account, done, password, sessions }: DeskAccountPageProps) {
  return (
    <DeskShell {...frame} current="ownAccount" title="Akun saya">
      <div role="status" className="empty:hidden">
        {done ? (
          <p className="bg-primary-soft text-primary-soft-foreground flex items-start gap-2 rounded-lg px-4 py-3 font-semibold">
            <CircleCheck aria-hidden className="mt-1 size-4 shrink-0" />
            {doneText[done]}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Nama</dt>
        <dd className="text-foreground font-semibold">{account.name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="text-foreground break-all">{account.email}</dd>
        <dt className="text-muted-foreground">Peran</dt>
        <dd className="text-foreground">
          {optionLabel(staffRoles, account.role)}
          {account.role === 'admin'
            ? ', semua cabang'
            : `: ${account.branches.map((branch) => branchName(branch)).join(', ')}`}
        </dd>
        <dt className="text-muted-foreground">Verifikasi dua langkah</dt>
        <dd className="text-foreground">
          {account.second_factor
            ? 'Aktif'
            : 'Tidak dipakai (untuk memasangnya, mintalah tautan atur ulang kepada admin)'}
        </dd>
      </dl>
      <section aria-labelledby="desk-account-password" className="grid max-w-2xl gap-3">
        <h2 id="desk-account-password" className="text-foreground text-xl font-bold">
          Ganti kata sandi
        </h2>
        <PasswordChangeForm {...password} />
      </section>
      <section aria-labelledby="desk-account-sessions" className="grid gap-3">
        <h2 id="desk-account-sessions" className="text-foreground text-xl font-bold">
          Sesi aktif
        </h2>
        <SessionList {...sessions} />
      </section>
    </DeskShell>
  );
}

export { DeskAccountPage, type DeskAccountPageProps };
