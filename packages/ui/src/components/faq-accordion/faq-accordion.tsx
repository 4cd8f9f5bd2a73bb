import * as React from 'react';
import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown, CircleHelp } from 'lucide-react';
import type { FaqItem } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import type { Remote } from '../../lib/remote';
import { EmptyState } from '../empty-state/empty-state';
import { ListState } from '../list-state/list-state';
import { Skeleton } from '../skeleton/skeleton';

type Question = Pick<FaqItem, 'id' | 'question' | 'answer'>;

type FaqAccordionProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The questions (the API's FAQ items, or a service's own) and where their request stands. */
  state: Remote<readonly Question[]>;
  /** The item open at first (its id as a string); none by default. */
  defaultOpenId?: string;
  /** Level of the questions' headings, and of the loading, error and empty states' ones. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Gives each answer the id `<prefix><item id>` (the site search links to `/faq#faq-3`): the
   * item whose answer the address's #fragment names opens, when the list shows and whenever the
   * fragment changes.
   */
  anchorPrefix?: string;
};

const skeletonRows = 6;

/** The item whose answer the address's #fragment names, if any. */
function itemInHash(items: readonly Question[], anchorPrefix: string): string | undefined {
  let target: string;
  try {
    target = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    // Not a decodable fragment: it names no answer.
    return undefined;
  }
  const item = items.find((candidate) => `${anchorPrefix}${candidate.id}` === target);
  return item ? String(item.id) : undefined;
}

/** A closed answer is `hidden="until-found"`, an open one not hidden. */
function showAnswer(answer: HTMLElement | null, open: boolean) {
  if (!answer) return;
  if (open) answer.removeAttribute('hidden');
  else answer.setAttribute('hidden', 'until-found');
}

/**
 * One question and its answer. The answer is always in the HTML. Until script takes it over a
 * closed one is hidden by CSS, except with script off (`scripting: none`), where every answer
 * shows. From then on it is `hidden="until-found"`: find-in-page and a link to its id still reach
 * it, and the browser's `beforematch` opens the item as it does.
 */
function FaqQuestion({
  item,
  open,
  onReveal,
  headingLevel: Heading,
  answerId,
}: {
  item: Question;
  open: boolean;
  onReveal: (value: string) => void;
  headingLevel: 'h2' | 'h3';
  answerId?: string;
}) {
  const answerRef = React.useRef<HTMLDivElement>(null);
  const value = String(item.id);
  const takenOver = React.useRef(false);

  // React would write `hidden` as a plain boolean, so the answer's is set here. The take-over
  // waits for a task of its own after the commit that hydrates or mounts the list: in that commit
  // Radix measures every answer, and writes there would lengthen the one task a tap waits for.
  // Until then CSS hides a closed answer; a toggle after it shows before the browser paints.
  React.useLayoutEffect(() => {
    if (takenOver.current) showAnswer(answerRef.current, open);
  }, [open]);
  React.useEffect(() => {
    const timer = setTimeout(() => {
      takenOver.current = true;
      const answer = answerRef.current;
      showAnswer(answer, answer?.dataset.state === 'open');
    });
    return () => clearTimeout(timer);
  }, []);

  React.useEffect(() => {
    const answer = answerRef.current;
    if (!answer) return;
    const reveal = () => onReveal(value);
    answer.addEventListener('beforematch', reveal);
    return () => answer.removeEventListener('beforematch', reveal);
  }, [onReveal, value]);

  return (
    <AccordionPrimitive.Item
      value={value}
      data-slot="faq-accordion-item"
      className="group border-border bg-background data-[state=open]:border-primary/40 data-[state=open]:shadow-card rounded-xl border"
    >
      <AccordionPrimitive.Header asChild>
        <Heading>
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
        ref={answerRef}
        // Mounted while closed too: every answer is in the prerendered HTML.
        forceMount
        // Set by showAnswer, not by Radix or React.
        hidden={undefined}
        data-slot="faq-accordion-content"
        // A closed answer not yet hidden until found (before the take-over) is hidden by CSS.
        className="data-[state=closed]:not-noscript:[&:not([hidden])]:hidden"
      >
        {/* Inside the region, whose id is Radix's (the question's aria-controls), and with the
            padding, so a closed answer (until-found) takes no room at all. Jumped to, it leaves
            room for the sticky header and its question. */}
        <div
          id={answerId}
          className="text-muted-foreground scroll-mt-48 px-5 pb-5 text-[0.9375rem] leading-relaxed"
        >
          {item.answer}
        </div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}

/** Whether this document was opened by following a link (not reloaded, nor reached by Back). */
function arrivedByLink(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return !(entry instanceof PerformanceNavigationTiming) || entry.type === 'navigate';
}

/** The questions, at most one open; Radix gives the keys (arrows, Home, End) and the ARIA. */
function FaqItems({
  items,
  defaultOpenId,
  headingLevel,
  anchorPrefix,
}: {
  items: readonly Question[];
  defaultOpenId?: string;
  headingLevel: 'h2' | 'h3';
  anchorPrefix?: string;
}) {
  // Whether this render takes over prerendered answers (or runs on the server), rather than
  // rendering the list in the browser only (a page reached inside the app): those answers, with
  // their ids, are in the document already.
  const [prerendered] = React.useState(
    () =>
      typeof document === 'undefined' ||
      anchorPrefix === undefined ||
      items.some((item) => document.getElementById(`${anchorPrefix}${item.id}`) !== null),
  );
  // Rendered in the browser only, the item an address like /faq#faq-3 links to is open from the
  // first paint, so the router scrolls to a shown answer.
  const [value, setValue] = React.useState(
    () =>
      (!prerendered && anchorPrefix !== undefined ? itemInHash(items, anchorPrefix) : undefined) ??
      defaultOpenId ??
      '',
  );
  // Set until the first layout effect of a list that took over prerendered answers.
  const hydrating = React.useRef(prerendered);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [jump, setJump] = React.useState<{ answerId: string }>();

  // Opened at such an address, the prerendered page hides the answer until hydration, so the
  // browser could not jump to it: open it then, and jump. A change of the fragment alone opens
  // the item it names (and jumps, for a browser that could not reveal the answer itself).
  React.useLayoutEffect(() => {
    if (anchorPrefix === undefined) return;
    const openLinked = (andJump: boolean) => {
      const linked = itemInHash(items, anchorPrefix);
      if (linked === undefined) return;
      setValue(linked);
      if (andJump) setJump({ answerId: `${anchorPrefix}${linked}` });
    };
    if (hydrating.current) {
      hydrating.current = false;
      openLinked(arrivedByLink());
    }
    const onHashChange = () => openLinked(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [items, anchorPrefix]);

  React.useLayoutEffect(() => {
    if (jump) rootRef.current?.ownerDocument.getElementById(jump.answerId)?.scrollIntoView();
  }, [jump]);

  return (
    <AccordionPrimitive.Root
      ref={rootRef}
      type="single"
      collapsible
      value={value}
      onValueChange={setValue}
      className="grid gap-3"
    >
      {items.map((item) => (
        <FaqQuestion
          key={item.id}
          item={item}
          open={value === String(item.id)}
          onReveal={setValue}
          headingLevel={headingLevel}
          answerId={anchorPrefix === undefined ? undefined : `${anchorPrefix}${item.id}`}
        />
      ))}
    </AccordionPrimitive.Root>
  );
}

function FaqAccordion({
  state,
  defaultOpenId,
  headingLevel = 'h3',
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
        <FaqItems
          items={items}
          defaultOpenId={defaultOpenId}
          headingLevel={headingLevel}
          anchorPrefix={anchorPrefix}
        />
      )}
    </ListState>
  );
}

export { FaqAccordion, type FaqAccordionProps };
