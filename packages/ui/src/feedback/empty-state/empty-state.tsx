import * as React from 'react';
import { Inbox, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { IconBadge } from '../../primitives/icon-badge/icon-badge';

type StateMessageProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** 'empty': nothing to show; 'error': something failed (announced as an alert). */
  kind: 'empty' | 'error';
  /** The heading: what the state is, e.g. 'Gagal memuat layanan'. */
  title: string;
  /** What happened and what to do next. */
  text?: string;
  /** Usually a button: 'Coba Lagi', 'Reset Filter', a link onwards. */
  action?: React.ReactNode;
  /** Drawn above the heading. */
  icon: LucideIcon;
  /** Level of the heading in the page's outline. */
  headingLevel?: 'h2' | 'h3';
};

/** The card of an empty answer or a failure: an icon, a heading, a line of text and an action. */
function StateMessage({
  kind,
  title,
  text,
  action,
  icon,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: StateMessageProps) {
  const slot = `${kind}-state`;
  const error = kind === 'error';
  return (
    <div
      data-slot={slot}
      role={error ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-2xl border px-6 py-10 text-center',
        error ? 'border-danger/25 bg-danger-soft' : 'border-border bg-muted border-dashed',
        className,
      )}
      {...props}
    >
      <IconBadge icon={icon} size="lg" round tone={error ? 'danger-plain' : 'plain'} />
      <Heading data-slot={`${slot}-title`} className="text-foreground mt-4 text-lg font-bold">
        {title}
      </Heading>
      {text ? (
        <p
          data-slot={error ? 'error-state-message' : 'empty-state-description'}
          className="text-muted-foreground mt-1 max-w-md text-sm"
        >
          {text}
        </p>
      ) : null}
      {action ? (
        <div data-slot={`${slot}-action`} className="mt-5">
          {action}
        </div>
      ) : null}
    </div>
  );
}

type EmptyStateProps = Omit<StateMessageProps, 'kind' | 'text' | 'icon'> & {
  /** What to do next. */
  description?: string;
  /** Drawn above the heading; an inbox by default. */
  icon?: LucideIcon;
};

/** An answer with nothing to show, and what the visitor can do instead. */
function EmptyState({ description, icon = Inbox, ...props }: EmptyStateProps) {
  return <StateMessage kind="empty" text={description} icon={icon} {...props} />;
}

type ErrorStateProps = Omit<StateMessageProps, 'kind' | 'text' | 'icon'> & {
  /** What happened and how to fix it. */
  message?: string;
};

/** A failure, announced, usually with a 'Coba Lagi' action. */
function ErrorState({ message, ...props }: ErrorStateProps) {
  return <StateMessage kind="error" text={message} icon={TriangleAlert} {...props} />;
}

export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps };
