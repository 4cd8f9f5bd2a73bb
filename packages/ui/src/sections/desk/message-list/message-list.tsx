import * as React from 'react';
import { Inbox, Mail, Phone } from 'lucide-react';
import { contactSubjects, optionLabel, type FormAnswer, type StaffMessage } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { telHref } from '../../../lib/tel';
import { Button } from '../../../primitives/button/button';
import { branchName } from '../desk-format';
import { deskFields, deskIntent } from '../desk-intents';
import { DeskList, DeskTime } from '../desk-parts';

type MessageListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The contact messages of the account's branches (and the general ones for an admin). */
  state: Remote<StaffMessage[]>;
  /** The messages page's address: 'Tandai sudah ditangani' posts there (intent `handled`, `id`). */
  action: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The message being marked now: its button waits. */
  pending?: number;
  /** The action's answer to the last mark: a refusal is an alert above the list. */
  answer?: FormAnswer;
};

/** Whether the message reached the clinic's mailbox too, in words. */
const deliveryText: Record<StaffMessage['delivery'], string> = {
  pending: 'Email ke klinik menunggu dikirim',
  sent: 'Terkirim ke email klinik',
  failed: 'Email ke klinik gagal terkirim: baca di sini',
  imported: 'Diimpor dari arsip',
};

const contactLink =
  'text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-2 hover:underline';

/**
 * The contact messages at the desk, newest first: who wrote, about what, to which branch (or
 * 'Umum'), when, whether the e-mail to the clinic went out, the message, and how to answer (an
 * e-mail or a call). An open message has 'Tandai sudah ditangani' (a POST naming its id); a
 * handled one says by whom and when.
 */
function MessageList({
  state,
  action,
  as: Form = 'form',
  pending,
  answer,
  className,
  ...props
}: MessageListProps) {
  return (
    <DeskList<StaffMessage[]>
      dataSlot="message-list"
      state={state}
      loadingLabel="Memuat pesan…"
      errorTitle="Pesan gagal dimuat"
      className={cn('grid gap-3', className)}
      placeholders={{ count: 3, height: 'h-40' }}
      empty={{
        icon: Inbox,
        title: 'Belum ada pesan',
        description: 'Pesan dari halaman kontak untuk cabang Anda akan muncul di sini.',
      }}
      answer={answer}
      {...props}
    >
      {(messages) => (
        <ul className="grid gap-4">
          {[...messages]
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
            .map((item) => (
              <li
                key={item.id}
                data-handled={item.handled_at ? true : undefined}
                className={cn(
                  'border-border grid gap-3 rounded-xl border p-4',
                  item.handled_at ? 'bg-muted' : 'bg-background',
                )}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="text-foreground text-base font-bold">
                    {item.name}
                    <span className="text-muted-foreground font-normal">
                      {' · '}
                      {optionLabel(contactSubjects, item.subject)}
                    </span>
                  </h3>
                  <p className="text-muted-foreground text-sm">
                    {branchName(item.branch, 'Umum')} · <DeskTime at={item.created_at} />
                  </p>
                </div>
                <p className="text-foreground whitespace-pre-line">{item.message}</p>
                <p
                  className={cn(
                    'text-sm',
                    item.delivery === 'failed'
                      ? 'text-danger font-semibold'
                      : 'text-muted-foreground',
                  )}
                >
                  {deliveryText[item.delivery]}
                </p>
                <div className="flex flex-wrap gap-x-5">
                  <a href={`mailto:${item.email}`} className={contactLink}>
                    <Mail aria-hidden className="size-4" />
                    {item.email}
                  </a>
                  <a href={telHref(item.phone)} className={contactLink}>
                    <Phone aria-hidden className="size-4" />
                    {item.phone}
                  </a>
                </div>
                {item.handled_at ? (
                  <p className="text-foreground text-sm">
                    Sudah ditangani
                    {item.handled_by ? ` oleh ${item.handled_by}` : null},{' '}
                    <DeskTime at={item.handled_at} />
                  </p>
                ) : (
                  <Form method="post" action={action}>
                    <input type="hidden" name={deskFields.id} value={item.id} />
                    <Button
                      type="submit"
                      name={deskIntent.name}
                      value={deskIntent.handled}
                      variant="outline"
                      size="compact"
                      disabled={pending !== undefined}
                      aria-label={
                        pending === item.id
                          ? undefined
                          : `Tandai sudah ditangani: pesan ${item.name}`
                      }
                    >
                      {pending === item.id ? 'Menyimpan...' : 'Tandai sudah ditangani'}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
        </ul>
      )}
    </DeskList>
  );
}

export { MessageList, type MessageListProps };
