import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { IconBadge } from '../../primitives/icon-badge/icon-badge';

type StatusPageProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Drawn in a circle above the heading. */
  icon: LucideIcon;
  /** 'danger' for a failure, 'primary' for anything else (not found). */
  tone?: 'primary' | 'danger';
  /** The page's one h1. */
  title: string;
  /** What happened and what to do next. */
  message: string;
  /** The ways on (links, 'Coba Lagi'), side by side from `sm`. */
  children: React.ReactNode;
};

/**
 * A page that only says what went wrong and where to go next: a missing service or article, a
 * failed page. A failure is announced (role alert).
 */
function StatusPage({
  icon,
  tone = 'primary',
  title,
  message,
  children,
  className,
  ...props
}: StatusPageProps) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center',
        className,
      )}
      {...props}
    >
      <IconBadge icon={icon} size="2xl" tone={tone === 'danger' ? 'danger' : 'soft'} />
      <h1 id={titleId} className="text-foreground mt-6 text-3xl font-bold text-balance">
        {title}
      </h1>
      <p className="text-muted-foreground mt-3 text-lg text-pretty">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}

export { StatusPage, type StatusPageProps };
