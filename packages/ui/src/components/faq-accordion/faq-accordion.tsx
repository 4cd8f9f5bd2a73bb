import * as React from 'react';
import { ChevronDown, CircleHelp } from 'lucide-react';
import type { FaqItem } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import type { Remote } from '../../lib/remote';
import { EmptyState } from '../empty-state/empty-state';
import { ListState } from '../list-state/list-state';
import { Skeleton } from '../skeleton/skeleton';

type FaqAccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The questions (the API's FAQ items, or a service's own) and where their request stands. */
  state: Remote<readonly Pick<FaqItem, 'id' | 'question' | 'answer'>[]>;
  /** The item open at first (its id as a string); none by default. */
  defaultOpenId?: string;
  /** Level of the headings of the loading, error and empty states. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Gives each answer the id `<prefix><item id>` (the site search links to `/faq#faq-3`): the
   * browser opens the closed item when the page is loaded at that address.
   */
  anchorPrefix?: string;
};

const skeletonRows = 6;

/**
 * Up, Down, Home and End move between the questions, as in the WAI-ARIA accordion pattern; Tab,
 * Enter and Space are the browser's own for <summary>.
 */
function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const summaries = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[data-slot="faq-accordion-trigger"]'),
  ];
  const index = summaries.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const last = summaries.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  summaries[next]?.focus();
}

function FaqAccordion({
  state,
  defaultOpenId,
  headingLevel = 'h3',
  anchorPrefix,
  className,
  ...props
}: FaqAccordionProps) {
  // One name per accordion: the browser keeps at most one <details> of a name open.
  const name = React.useId();
  return (
    <ListState
      dataSlot="faq-accordion"
      state={state}
      loadingLabel="Memuat pertanyaan…"
      className={className}
      {...props}
      skeleton={
        <div className="grid gap-3">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <div
              key={index}
              data-slot="faq-accordion-skeleton"
              className="border-border flex min-h-16 items-center justify-between gap-4 rounded-xl border px-5"
            >
              <Skeleton className={cn('h-5', index % 2 ? 'w-2/3' : 'w-1/2')} />
              <Skeleton radius="full" className="size-5" />
            </div>
          ))}
        </div>
      }
      errorTitle="Gagal memuat pertanyaan"
      headingLevel={headingLevel}
      empty={
        <EmptyState
          icon={CircleHelp}
          headingLevel={headingLevel}
          title="Belum ada pertanyaan"
          description="Punya pertanyaan? Hubungi kami melalui WhatsApp, tim kami siap membantu."
        />
      }
    >
      {(items) => (
        /* Native disclosures: a question opens with a tap before any script has loaded, and the
          shared name keeps one answer open at a time. Script only adds the arrow keys. */
        /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys move focus between the <summary> elements inside, which are the controls */
        <div className="grid gap-3" onKeyDown={moveFocus}>
          {items.map((item) => (
            <details
              key={item.id}
              name={name}
              open={defaultOpenId === String(item.id) || undefined}
              data-slot="faq-accordion-item"
              className="group border-border bg-background open:border-primary/40 open:shadow-card rounded-xl border"
            >
              <summary
                data-slot="faq-accordion-trigger"
                className="text-foreground hover:text-primary flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold [&::-webkit-details-marker]:hidden"
              >
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="text-primary size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <div
                id={anchorPrefix === undefined ? undefined : `${anchorPrefix}${item.id}`}
                data-slot="faq-accordion-content"
                // Jumped to, the answer leaves room for the sticky header and its question.
                className="text-muted-foreground scroll-mt-48 px-5 pb-5 text-[0.9375rem] leading-relaxed"
              >
                {item.answer}
              </div>
            </details>
          ))}
        </div>
      )}
    </ListState>
  );
}

export { FaqAccordion, type FaqAccordionProps };
