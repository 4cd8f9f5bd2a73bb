import { formatDate } from '@klinik/clinic';
import * as React from 'react';
import { CalendarDays } from 'lucide-react';
import { cn } from '../../../lib/cn';

type LegalSection = {
  title: string;
  paragraphs?: readonly string[];
  /** A bullet list after the paragraphs. */
  items?: readonly string[];
};

type LegalDocumentProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  title: string;
  /** ISO date of the last change, e.g. `legal.lastUpdated` ("2025-01-20"). */
  lastUpdated: string;
  intro?: string;
  sections: readonly LegalSection[];
  /** Heading level of the document title; 'h2' when a PageHero already holds the h1. */
  headingLevel?: 'h1' | 'h2';
};

/** A privacy policy or terms page: title, last update, contents and numbered sections. */
function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  headingLevel: Heading = 'h1',
  className,
  ...props
}: LegalDocumentProps) {
  const baseId = React.useId();
  const SectionHeading = Heading === 'h1' ? 'h2' : 'h3';
  const sectionId = (index: number) => `${baseId}-bagian-${index + 1}`;

  return (
    <article
      data-slot="legal-document"
      className={cn('max-w-prose mx-auto px-4 py-12 sm:px-0', className)}
      {...props}
    >
      <header className="border-border border-b pb-6">
        <Heading className="text-foreground text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
          {title}
        </Heading>
        <p
          data-slot="legal-document-updated"
          className="text-muted-foreground mt-3 flex items-center gap-2 text-sm"
        >
          <CalendarDays aria-hidden className="text-primary size-4" />
          Terakhir diperbarui {formatDate(lastUpdated, 'date')}
        </p>
        {intro ? <p className="text-muted-foreground mt-4 text-lg">{intro}</p> : null}
      </header>

      {sections.length > 1 ? (
        <nav
          data-slot="legal-document-toc"
          aria-label="Daftar isi"
          className="bg-muted mt-8 rounded-2xl p-6"
        >
          <p className="text-foreground font-bold">Daftar Isi</p>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a
                  href={`#${sectionId(index)}`}
                  className="text-primary flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold underline-offset-4 hover:underline"
                >
                  <span className="shrink-0 whitespace-nowrap tabular-nums">{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="prose-clinic mt-10">
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionId(index)}
            aria-labelledby={`${sectionId(index)}-judul`}
            data-slot="legal-document-section"
          >
            <SectionHeading id={`${sectionId(index)}-judul`}>
              <span className="text-primary tabular-nums">{index + 1}.</span> {section.title}
            </SectionHeading>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items?.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}

export { LegalDocument, type LegalDocumentProps, type LegalSection };
