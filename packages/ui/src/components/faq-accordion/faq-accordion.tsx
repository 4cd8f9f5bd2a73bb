import * as React from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown, CircleHelp } from 'lucide-react';
import type { FaqItem } from '../../lib/content-types';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { ListState, RetryButton } from '../list-state/list-state';
import { Skeleton } from '../skeleton/skeleton';

type FaqAccordionStatus = 'loading' | 'error' | 'success';

type FaqAccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  items?: readonly FaqItem[];
  status?: FaqAccordionStatus;
  onRetry?: () => void;
  /** The item open at first (its id as a string); none by default. */
  defaultOpenId?: string;
  /** Level of each question's heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

const skeletonRows = 6;

function FaqAccordion({
  items,
  status = 'success',
  onRetry,
  defaultOpenId,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: FaqAccordionProps) {
  const sectionHeading = Heading === 'h4' ? 'h3' : Heading;
  return (
    <ListState
      dataSlot="faq-accordion"
      status={status}
      isEmpty={!items?.length}
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
              <Skeleton className="size-5 rounded-full" />
            </div>
          ))}
        </div>
      }
      error={
        <ErrorState
          headingLevel={sectionHeading}
          title="Gagal memuat pertanyaan"
          message="Periksa koneksi internet Anda, lalu coba lagi."
          action={onRetry ? <RetryButton onClick={onRetry} /> : undefined}
        />
      }
      empty={
        <EmptyState
          icon={CircleHelp}
          headingLevel={sectionHeading}
          title="Belum ada pertanyaan"
          description="Punya pertanyaan? Hubungi kami melalui WhatsApp, tim kami siap membantu."
        />
      }
    >
      <AccordionPrimitive.Root
        type="single"
        collapsible
        defaultValue={defaultOpenId}
        className="grid gap-3"
      >
        {items?.map((item) => (
          <AccordionPrimitive.Item
            key={item.id}
            value={String(item.id)}
            data-slot="faq-accordion-item"
            className="border-border bg-background data-[state=open]:border-primary/40 data-[state=open]:shadow-card rounded-xl border"
          >
            <AccordionPrimitive.Header asChild>
              <Heading className="m-0">
                <AccordionPrimitive.Trigger
                  data-slot="faq-accordion-trigger"
                  className="group text-foreground hover:text-primary flex min-h-16 w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className="text-primary size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  />
                </AccordionPrimitive.Trigger>
              </Heading>
            </AccordionPrimitive.Header>
            <AccordionPrimitive.Content
              data-slot="faq-accordion-content"
              className="text-muted-foreground px-5 pb-5 text-[0.9375rem] leading-relaxed"
            >
              {item.answer}
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        ))}
      </AccordionPrimitive.Root>
    </ListState>
  );
}

export { FaqAccordion, type FaqAccordionProps, type FaqAccordionStatus };
