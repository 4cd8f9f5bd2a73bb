import * as React from 'react';
import { cn } from '../../lib/cn';

type MessagePageProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The page's one h1. */
  title: string;
  /** What the page says, under the heading. */
  lead: string;
  /** More text under the lead (a list of what still works). */
  details?: React.ReactNode;
  /** The ways on: buttons and links, side by side from `sm`. */
  children: React.ReactNode;
};

/** A short page with nothing but a message and where to go next (/login, /offline). */
function MessagePage({ title, lead, details, children, className, ...props }: MessagePageProps) {
  return (
    <section
      className={cn('mx-auto max-w-2xl px-4 py-20 text-center sm:py-28', className)}
      {...props}
    >
      <h1 className="text-foreground text-3xl font-bold text-balance sm:text-4xl">{title}</h1>
      <p className="text-muted-foreground mt-4 text-lg text-pretty">{lead}</p>
      {details}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}

export { MessagePage, type MessagePageProps };
