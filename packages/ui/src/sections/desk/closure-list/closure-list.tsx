import * as React from 'react';
import { CalendarCheck } from 'lucide-react';
import { formatDate, type FormAnswer, type StaffClosure } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import type { Remote } from '../../../lib/remote';
import { Button } from '../../../primitives/button/button';
import { branchName } from '../desk-format';
import { deskFields, deskIntent } from '../desk-intents';
import { DeskList, DeskTime } from '../desk-parts';

type ClosureListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The closed days from today on, in date order; 'empty' when none is planned. */
  state: Remote<StaffClosure[]>;
  /** The closures page's address: 'Buka kembali' posts there (intent `remove-closure`, `id`). */
  action: string;
  /** What the forms render as: the site's router form. */
  as?: FormComponent;
  /** The closure whose removal is being sent: its button waits. */
  pending?: number;
  /** The action's answer to the last removal: a refusal is an alert above the list. */
  answer?: FormAnswer;
};

/**
 * The closed days an admin has planned: each date, the branch (or every branch), the reason and
 * who added it, with 'Buka kembali' to take it back (a POST naming the closure's id). A closure of
 * every branch set with `pnpm closures` says so.
 */
function ClosureList({
  state,
  action,
  as: Form = 'form',
  pending,
  answer,
  className,
  ...props
}: ClosureListProps) {
  return (
    <DeskList<StaffClosure[]>
      dataSlot="closure-list"
      state={state}
      loadingLabel="Memuat hari tutup…"
      errorTitle="Hari tutup gagal dimuat"
      className={cn('grid gap-3', className)}
      placeholders={{ count: 3, height: 'h-24' }}
      empty={{
        icon: CalendarCheck,
        title: 'Belum ada hari tutup',
        description:
          'Semua cabang buka sesuai jam buka. Tambahkan hari tutup dengan formulir di atas.',
      }}
      answer={answer}
      {...props}
    >
      {(closures) => (
        <ul className="grid gap-3">
          {closures.map((closure) => {
            const date = formatDate(closure.date, 'long');
            return (
              <li
                key={closure.id}
                className="border-border bg-background flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="text-foreground font-bold">{date}</p>
                  <p className="text-foreground">
                    {branchName(closure.branch)}: {closure.reason}
                  </p>
                  <p className="text-muted-foreground text-sm">
                    Ditambahkan <DeskTime at={closure.created_at} />
                    {closure.created_by ? ` oleh ${closure.created_by}` : ' lewat pnpm closures'}
                  </p>
                </div>
                <Form method="post" action={action}>
                  <input type="hidden" name={deskFields.id} value={closure.id} />
                  <Button
                    type="submit"
                    name={deskIntent.name}
                    value={deskIntent.removeClosure}
                    variant="outline"
                    size="compact"
                    disabled={pending !== undefined}
                    aria-label={
                      pending === closure.id
                        ? undefined
                        : `Buka kembali: ${branchName(closure.branch)}, ${date}`
                    }
                  >
                    {pending === closure.id ? 'Menyimpan...' : 'Buka kembali'}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </DeskList>
  );
}

export { ClosureList, type ClosureListProps };
