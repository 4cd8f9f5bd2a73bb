import * as React from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: string;
  description?: string;
  action?: React.ReactNode;
  icon?: LucideIcon;
  headingLevel?: 'h2' | 'h3';
};

function EmptyState({
  title,
  description,
  action,
  icon: Icon = Inbox,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'border-border bg-muted flex flex-col items-center rounded-2xl border border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="bg-background text-primary flex size-12 items-center justify-center rounded-full"
      >
        <Icon className="size-6" />
      </span>
      <Heading data-slot="empty-state-title" className="text-foreground mt-4 text-lg font-bold">
        {title}
      </Heading>
      {description ? (
        <p
          data-slot="empty-state-description"
          className="text-muted-foreground mt-1 max-w-md text-sm"
        >
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-5">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { EmptyState, type EmptyStateProps };
