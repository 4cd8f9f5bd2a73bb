import * as React from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: string;
  /** What happened and how to fix it. */
  message?: string;
  /** Usually a 'Coba Lagi' button. */
  action?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
};

function ErrorState({
  title,
  message,
  action,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'border-danger/25 bg-danger-soft flex flex-col items-center rounded-2xl border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="bg-background text-danger flex size-12 items-center justify-center rounded-full"
      >
        <TriangleAlert className="size-6" />
      </span>
      <Heading data-slot="error-state-title" className="text-foreground mt-4 text-lg font-bold">
        {title}
      </Heading>
      {message ? (
        <p data-slot="error-state-message" className="text-muted-foreground mt-1 max-w-md text-sm">
          {message}
        </p>
      ) : null}
      {action ? (
        <div data-slot="error-state-action" className="mt-5">
          {action}
        </div>
      ) : null}
    </div>
  );
}

export { ErrorState, type ErrorStateProps };
