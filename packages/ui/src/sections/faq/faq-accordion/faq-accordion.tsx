import * as React from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown, CircleHelp } from 'lucide-react';
import type { FaqItem } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { Skeleton } from '../../../primitives/skeleton/skeleton';

type Question = Pick<FaqItem, 'id' | 'question' | 'answer'>;

type FaqAccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The questions (the API's FAQ items, or a service's own) and where their request stands. */
  state: Remote<readonly Question[]>;
  /** The item open at first (its id as a string); none by default. */
  defaultOpenId?: string;
  /**
   * The item the address names (its id as a string, '3' for `/faq#faq-3`): it opens whenever
   * this changes. Pass it only after hydration, as the server never sees the fragment.
   */
  openId?: string;
  /** Level of the questions' headings, and of the loading, error and empty states' ones. */
  headingLevel?: 'h2' | 'h3';
  /** Gives each question's heading the id `<prefix><item id>` (the site search links to `faq-3`). */
  anchorPrefix?: string;
};

const skeletonRows = 6;

/**
 * Questions and answers, at most one open, on Radix's own state: it gives the keys (arrows, Home,
 * End), the ids, the ARIA and `data-state`. Every answer is rendered (`forceMount`), so all are in
 * the prerendered HTML; a closed one is hidden by CSS from its `data-state`, except with script off
 * (`scripting: none`), where every answer shows and the questions open nothing.
 */
function FaqAccordion({
  state,
  defaultOpenId,
  openId,
  headingLevel: Heading = 'h3',
  anchorPrefix,
  className,
  ...props
}: FaqAccordionProps) {
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
      headingLevel={Heading}
      empty={
        <EmptyState
          icon={CircleHelp}
          headingLevel={Heading}
          title="Belum ada pertanyaan"
          description="Punya pertanyaan? Hubungi kami melalui WhatsApp, tim kami siap membantu."
        />
      }
    >
      {(items) => {
        // A new Root for each item the address names starts with it open; the rest is Radix's.
        const named = items.some((item) => String(item.id) === openId) ? openId : undefined;
        return (
          <AccordionPrimitive.Root
            key={named}
            type="single"
            collapsible
            defaultValue={named ?? defaultOpenId}
            className="grid gap-3"
          >
            {items.map((item) => (
              <AccordionPrimitive.Item
                key={item.id}
                value={String(item.id)}
                data-slot="faq-accordion-item"
                className="group border-border bg-background data-[state=open]:border-primary/40 data-[state=open]:shadow-card rounded-xl border"
              >
                <AccordionPrimitive.Header asChild>
                  {/* A link's target, always shown: the browser's jump and the router's
                      land on the question, clear of the sticky header. */}
                  <Heading
                    id={anchorPrefix === undefined ? undefined : `${anchorPrefix}${item.id}`}
                    className="scroll-mt-24"
                  >
                    <AccordionPrimitive.Trigger
                      data-slot="faq-accordion-trigger"
                      className="text-foreground hover:text-primary flex min-h-16 w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold"
                    >
                      {item.question}
                      <ChevronDown
                        aria-hidden
                        // Without script the answers all show and the question opens nothing.
                        className="text-primary size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
                      />
                    </AccordionPrimitive.Trigger>
                  </Heading>
                </AccordionPrimitive.Header>
                <AccordionPrimitive.Content
                  forceMount
                  data-slot="faq-accordion-content"
                  className="text-muted-foreground px-5 pb-5 text-[0.9375rem] leading-relaxed data-[state=closed]:not-noscript:hidden"
                >
                  {item.answer}
                </AccordionPrimitive.Content>
              </AccordionPrimitive.Item>
            ))}
          </AccordionPrimitive.Root>
        );
      }}
    </ListState>
  );
}

export { FaqAccordion, type FaqAccordionProps };
