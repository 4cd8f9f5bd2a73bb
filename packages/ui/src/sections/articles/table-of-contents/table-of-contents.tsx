import * as React from 'react';
import { ListOrdered } from 'lucide-react';
import { articleSections, minTableOfContentsSections } from '../article-sections';
import { cn } from '../../../lib/cn';

type TableOfContentsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The article body as the API serves it: each h2 carries the id the links point at. */
  html: string;
  /** Fewer sections than this show nothing. */
  minSections?: number;
};

/**
 * "Daftar Isi": links to the sections (h2) of a long article, in order. Plain in-page links, so
 * they work before any script; the headings leave room for the sticky header when jumped to.
 * Shown only from three sections on.
 */
function TableOfContents({
  html,
  minSections = minTableOfContentsSections,
  className,
  ...props
}: TableOfContentsProps) {
  const headingId = React.useId();
  const sections = articleSections(html);
  if (sections.length < minSections) return null;
  return (
    <nav
      data-slot="table-of-contents"
      aria-labelledby={headingId}
      className={cn('border-border bg-muted rounded-xl border p-4 sm:p-5', className)}
      {...props}
    >
      <p id={headingId} className="text-foreground flex items-center gap-2 font-bold">
        <ListOrdered aria-hidden className="text-primary size-5" />
        Daftar Isi
      </p>
      <ol className="mt-2 grid">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-primary hover:bg-primary-soft flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold"
            >
              <span
                aria-hidden
                className="text-muted-foreground w-5 shrink-0 whitespace-nowrap tabular-nums"
              >
                {index + 1}.
              </span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { TableOfContents, type TableOfContentsProps };
