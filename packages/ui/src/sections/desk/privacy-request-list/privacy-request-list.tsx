import * as React from 'react';
import { CircleAlert, Clock, Inbox, UserSearch } from 'lucide-react';
import {
  dataRequestKinds,
  optionLabel,
  privacyRules,
  type FormAnswer,
  type PrivacyRequest,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { TextAreaField } from '../../../primitives/field/field';
import { deskFields, deskIntent } from '../desk-intents';
import { DeskList, DeskTime } from '../desk-parts';

type PrivacyRequestListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The open requests about personal data, as the API answers them. */
  state: Remote<PrivacyRequest[]>;
  /** The look-up page of a request's number or e-mail (`staffPagePaths.privacyPerson`). */
  personHref: (request: PrivacyRequest) => string;
  /** The requests page's address: 'Tandai selesai' posts there (intent `request-done`, `id`). */
  action: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The request being marked now: its button waits. */
  pending?: number;
  /** The action's answer to the last mark: a refusal is an alert above the list. */
  answer?: FormAnswer;
};

/** The hours left of the 72, in words that do not lean on the badge's colour. */
function hoursText(hours: number): string {
  if (hours < 0) return `Terlambat ${-hours} jam`;
  if (hours === 0) return 'Kurang dari 1 jam lagi';
  return `Sisa ${hours} jam`;
}

/** Most urgent first: the fewest hours left (overdue ones, most overdue first), then the oldest. */
const byUrgency = (a: PrivacyRequest, b: PrivacyRequest) =>
  (a.hours_left ?? Infinity) - (b.hours_left ?? Infinity) ||
  a.received_at.localeCompare(b.received_at);

/**
 * The open requests about personal data (access, correction, erasure, withdrawal) at the desk,
 * most urgent first: the hours left of the 72 in words and an icon (an overdue one says
 * 'Terlambat' and is outlined), who asked, with which number or e-mail, what they wrote, a link to
 * everything held for that number or e-mail, and 'Tandai selesai' with an optional note of what
 * was done (a POST naming the request).
 */
function PrivacyRequestList({
  state,
  personHref,
  action,
  as: Form = 'form',
  pending,
  answer,
  className,
  ...props
}: PrivacyRequestListProps) {
  return (
    <DeskList<PrivacyRequest[]>
      dataSlot="privacy-request-list"
      state={state}
      loadingLabel="Memuat permintaan…"
      errorTitle="Permintaan gagal dimuat"
      className={cn('grid min-w-0 gap-3', className)}
      placeholders={{ count: 2, height: 'h-44' }}
      empty={{
        icon: Inbox,
        title: 'Tidak ada permintaan terbuka',
        description: `Permintaan baru dari halaman Kebijakan Privasi muncul di sini, dengan sisa waktunya dari ${privacyRules.answerHours} jam.`,
      }}
      answer={answer}
      {...props}
    >
      {(requests) => (
        <ul className="grid min-w-0 gap-4">
          {[...requests].sort(byUrgency).map((request) => {
            const hours = request.hours_left ?? 0;
            const overdue = request.status === 'open' && hours < 0;
            return (
              <li
                key={request.id}
                data-overdue={overdue || undefined}
                className={cn(
                  'bg-background grid min-w-0 gap-3 rounded-xl border p-4',
                  overdue ? 'border-danger border-2' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <h3 className="text-foreground text-base font-bold">
                    {optionLabel(dataRequestKinds, request.kind)}
                    <span className="text-muted-foreground font-normal">
                      {' · '}
                      {request.name}
                    </span>
                  </h3>
                  {request.status === 'open' ? (
                    <p
                      data-slot="privacy-request-hours"
                      className={cn(
                        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
                        overdue
                          ? 'bg-danger-soft text-danger'
                          : 'bg-primary-soft text-primary-soft-foreground',
                      )}
                    >
                      {overdue ? (
                        <CircleAlert aria-hidden className="size-4" />
                      ) : (
                        <Clock aria-hidden className="size-4" />
                      )}
                      {hoursText(hours)}
                    </p>
                  ) : (
                    <p className="text-muted-foreground text-sm">Selesai</p>
                  )}
                </div>
                <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-muted-foreground">Nomor atau email</dt>
                    <dd className="text-foreground font-semibold break-all">{request.contact}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Diterima</dt>
                    <dd className="text-foreground">
                      <DeskTime at={request.received_at} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Jawab paling lambat</dt>
                    <dd className="text-foreground">
                      <DeskTime at={request.answer_by} />
                    </dd>
                  </div>
                </dl>
                <p className="text-foreground break-words whitespace-pre-line">
                  {request.details ?? 'Tanpa rincian.'}
                </p>
                <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                  <AppLink
                    href={personHref(request)}
                    className="text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-2 hover:underline"
                    aria-label={`Lihat data yang tersimpan untuk ${request.contact}`}
                  >
                    <UserSearch aria-hidden className="size-4" />
                    Lihat data yang tersimpan
                  </AppLink>
                </div>
                {request.status === 'open' ? (
                  <details className="border-border min-w-0 rounded-lg border p-3">
                    <summary className="text-primary flex min-h-11 cursor-pointer items-center font-semibold">
                      Tandai selesai
                    </summary>
                    <Form method="post" action={action} className="mt-3 grid gap-3">
                      <input type="hidden" name={deskFields.id} value={request.id} />
                      <TextAreaField
                        label="Apa yang sudah dilakukan"
                        name="note"
                        rows={2}
                        hint="Tidak wajib. Misalnya: salinan data dikirim lewat email."
                      />
                      <Button
                        type="submit"
                        name={deskIntent.name}
                        value={deskIntent.requestDone}
                        variant="outline"
                        size="compact"
                        disabled={pending !== undefined}
                        className="justify-self-start"
                        aria-label={
                          pending === request.id
                            ? undefined
                            : `Tandai selesai: permintaan ${request.name}`
                        }
                      >
                        {pending === request.id ? 'Menyimpan...' : 'Tandai selesai'}
                      </Button>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </DeskList>
  );
}

export { PrivacyRequestList, type PrivacyRequestListProps };
