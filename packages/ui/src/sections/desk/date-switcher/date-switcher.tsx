import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { deskChoiceParams } from '../desk-intents';

type SwitcherLink = { href: string; label: string };

type DateSwitcherProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** What is shown now: "Senin, 21 Desember 2026" or "21–27 Desember 2026". */
  label: string;
  /** The day or week before and after, and today (absent when today is shown). */
  previous: SwitcherLink;
  next: SwitcherLink;
  today?: string;
  /** The page itself: the date field is a GET to it (`?cabang=&tanggal=`). */
  action: string;
  /** The branch, sent along with the date. */
  branch: string;
  /** The date shown, the field's value ("2026-12-21"). */
  date: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
};

const stepLink =
  'border-border text-primary hover:bg-primary-soft inline-flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm font-semibold';

/**
 * The desk's way between days or weeks: links to the one before and after and to today, and a
 * date field (a GET form to the page itself, 'Tampilkan') for any other. Links and a plain form,
 * so it works before and without script.
 */
function DateSwitcher({
  label,
  previous,
  next,
  today,
  action,
  branch,
  date,
  as: Form = 'form',
  className,
  ...props
}: DateSwitcherProps) {
  return (
    <nav
      data-slot="date-switcher"
      aria-label="Pilih tanggal"
      className={cn('flex flex-wrap items-end justify-between gap-3', className)}
      {...props}
    >
      <div className="grid gap-2">
        <p className="text-foreground text-lg font-bold">{label}</p>
        <div className="flex flex-wrap gap-2">
          <AppLink href={previous.href} className={stepLink}>
            <ChevronLeft aria-hidden className="size-4" />
            {previous.label}
          </AppLink>
          {today ? (
            <AppLink href={today} className={stepLink}>
              Hari ini
            </AppLink>
          ) : null}
          <AppLink href={next.href} className={stepLink}>
            {next.label}
            <ChevronRight aria-hidden className="size-4" />
          </AppLink>
        </div>
      </div>
      <Form
        method="get"
        action={action}
        className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto sm:items-end"
      >
        <input type="hidden" name={deskChoiceParams.branch} value={branch} />
        <InputField
          label="Tanggal lain"
          type="date"
          name={deskChoiceParams.date}
          defaultValue={date}
          // A date field's own width does not shrink with the column at 200% text.
          className="min-w-0"
        />
        <Button type="submit" variant="outline">
          Tampilkan
        </Button>
      </Form>
    </nav>
  );
}

export { DateSwitcher, type DateSwitcherProps };
