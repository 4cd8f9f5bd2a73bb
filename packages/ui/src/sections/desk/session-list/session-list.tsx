import * as React from 'react';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { staffRules, type FormAnswer, type StaffSession } from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { deskFields, deskIntent } from '../desk-intents';
import { DeskAlert, DeskList, DeskTime } from '../desk-parts';

type SessionAction = typeof deskIntent.endSession | typeof deskIntent.endOtherSessions;

type SessionListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The account's live sessions, this one first (`current`); never empty while signed in. */
  state: Remote<StaffSession[]>;
  /**
   * The own account page's address: ending posts there, with the password again
   * (`current_password`): intent `end-session` with the session's `id`, or `end-other-sessions`.
   */
  action: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The ending being sent now (a session's, by its id, or every other one's): its button waits. */
  pending?: { intent: SessionAction; id?: number };
  /**
   * The action's answer to the last ending: a refusal's message is an alert above the list, and
   * a wrong password's at the field of the form it came from, which stays open.
   */
  answer?: FormAnswer;
};

const fieldOrder = ['current_password'] as const;

const detailsSummary =
  'border-primary text-primary hover:bg-primary-soft flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border px-4 font-semibold [&::-webkit-details-marker]:hidden';

/** A session's browser and system, or what to call one the API could not name. */
const deviceName = (session: StaffSession) => session.device ?? 'Perangkat tidak dikenal';

/**
 * The signed-in account's live sessions: each one's browser and system in a few words, when it
 * signed in, when it was last used and when it ends at the latest (`staffRules.absoluteHours`
 * after signing in), this one marked 'Sesi ini'. Each other session can be ended, and with two or
 * more every other at once: a `details` opens a POST form that asks for the password again
 * (`current-password`), so a session left open elsewhere cannot end the others unasked. The one
 * in use ends with 'Keluar'.
 */
function SessionList({
  state,
  action,
  as: Form = 'form',
  pending,
  answer,
  className,
  ...props
}: SessionListProps) {
  const { formRef, errors, message, onChange } = useFormAnswer(answer, fieldOrder);
  const refused = answer?.ok === false ? answer.values : undefined;
  /** The form a refusal came from: open again, its field with the message and the focus. */
  const isRefused = (intent: SessionAction, id?: number) =>
    refused?.[deskIntent.name] === intent &&
    (id === undefined || refused[deskFields.id] === String(id));
  const isPending = (intent: SessionAction, id?: number) =>
    pending?.intent === intent && pending.id === id;

  const endForm = (intent: SessionAction, label: string, session?: StaffSession) => {
    const id = session?.id;
    const refusedHere = isRefused(intent, id);
    // Each session's controls name its device: one 'Akhiri sesi ini' among several says which.
    const named = session ? `${label}: ${deviceName(session)}` : undefined;
    return (
      <details open={refusedHere || undefined} className="border-border rounded-xl border p-3">
        <summary className={detailsSummary} aria-label={named}>
          <LogOut aria-hidden className="size-4" />
          {label}
        </summary>
        <Form
          ref={refusedHere ? formRef : undefined}
          method="post"
          action={action}
          noValidate
          onChange={onChange}
          className="mt-3 grid gap-3"
        >
          {id === undefined ? null : <input type="hidden" name={deskFields.id} value={id} />}
          <InputField
            label="Kata sandi Anda"
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            hint="Untuk memastikan ini memang Anda."
            error={refusedHere ? errors.current_password : undefined}
          />
          <Button
            type="submit"
            name={deskIntent.name}
            value={intent}
            variant="outline"
            disabled={pending !== undefined}
            aria-label={isPending(intent, id) ? undefined : named}
            className="justify-self-start"
          >
            {isPending(intent, id) ? 'Mengakhiri...' : label}
          </Button>
        </Form>
      </details>
    );
  };

  return (
    <DeskList<StaffSession[]>
      dataSlot="session-list"
      state={state}
      loadingLabel="Memuat sesi…"
      errorTitle="Sesi gagal dimuat"
      className={cn('grid gap-4', className)}
      placeholders={{ count: 2, height: 'h-32' }}
      empty={{
        icon: MonitorSmartphone,
        title: 'Tidak ada sesi aktif',
        description: 'Muat ulang halaman ini; bila diminta, masuk lagi.',
      }}
      {...props}
    >
      {(sessions) => {
        const others = sessions.filter((session) => !session.current);
        return (
          <>
            {message ? <DeskAlert>{message}</DeskAlert> : null}
            <p className="text-muted-foreground text-sm">
              Sesi berakhir setelah {staffRules.idleMinutes / 60} jam tidak dipakai, dan paling
              lambat {staffRules.absoluteHours} jam setelah masuk.
            </p>
            <ul aria-label="Sesi aktif" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              {sessions.map((session) => (
                <li
                  key={session.id}
                  data-current={session.current || undefined}
                  className={cn(
                    '@container grid content-start gap-3 rounded-xl border p-4',
                    session.current
                      ? 'border-primary bg-primary-soft'
                      : 'border-border bg-background',
                  )}
                >
                  <h3 className="text-foreground flex flex-wrap items-center gap-2 text-base font-bold">
                    {deviceName(session)}
                    {session.current ? (
                      <span className="bg-primary text-primary-foreground rounded-full px-2 py-0.5 text-xs font-semibold">
                        Sesi ini
                      </span>
                    ) : null}
                  </h3>
                  <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm @xs:grid-cols-[auto_minmax(0,1fr)]">
                    <dt className="text-muted-foreground">Masuk</dt>
                    <dd className="text-foreground">
                      <DeskTime at={session.started_at} />
                    </dd>
                    <dt className="text-muted-foreground">Terakhir dipakai</dt>
                    <dd className="text-foreground">
                      <DeskTime at={session.last_seen_at} />
                    </dd>
                    <dt className="text-muted-foreground">Berakhir paling lambat</dt>
                    <dd className="text-foreground">
                      <DeskTime at={session.expires_at} />
                    </dd>
                  </dl>
                  {session.current ? (
                    <p className="text-foreground text-sm">
                      Perangkat yang Anda pakai sekarang. Untuk mengakhirinya, pilih Keluar.
                    </p>
                  ) : (
                    endForm(deskIntent.endSession, 'Akhiri sesi ini', session)
                  )}
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-foreground">
                Tidak ada sesi lain: akun ini hanya masuk di perangkat ini.
              </p>
            ) : null}
            {others.length > 1
              ? endForm(deskIntent.endOtherSessions, 'Akhiri semua sesi lain')
              : null}
          </>
        );
      }}
    </DeskList>
  );
}

export { SessionList, type SessionListProps };
