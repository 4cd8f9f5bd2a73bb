/**
 * The status badge, and Storybook's docs container that shows it on every page of a component
 * or template (set in .storybook/preview.tsx). It reads only the page's tags and status.ts, so
 * the preview carries nothing of the status overview (status-blocks.tsx).
 */
import { AnchorMdx, DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type * as React from 'react';
import { knownIssues, statusColours, statusLabels, statusOf, type Status } from './status';

/** The criteria page and the overview, by their Storybook ids. */
const criteriaPage = '?path=/docs/status-kriteria-status--docs';
const overviewPage = '?path=/docs/status-status-komponen--docs';

/** A link to another page of this Storybook, which the manager follows. */
const DocsLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <AnchorMdx href={href} target="_self">
    {children}
  </AnchorMdx>
);

/** The status's Indonesian name on its colours: the text says it, the colour only repeats it. */
function StatusBadge({ status }: { status: Status }) {
  const { text, background } = statusColours[status];
  return (
    <span
      lang="id"
      style={{
        display: 'inline-block',
        padding: '1px 8px',
        border: `1px solid ${text}`,
        borderRadius: 999,
        background,
        color: text,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
      }}
    >
      {statusLabels[status]}
    </span>
  );
}

/** The folder of a stories file: `button` of `./packages/ui/src/components/button/button.stories.tsx`. */
const folderOf = (fileName: unknown) =>
  typeof fileName === 'string' ? /([\w-]+)\/[\w-]+\.stories\.tsx?$/.exec(fileName)?.[1] : undefined;

/**
 * Storybook's docs container, with the status of the page's component above its content: a page
 * of a component or template shows its badge, its known issues and a link to the criteria. Pages
 * of no component (the introduction, the foundations) show nothing more.
 */
function StatusDocsContainer({
  context,
  children,
  ...props
}: DocsContainerProps & {
  children?: React.ReactNode;
}) {
  let status: Status | undefined;
  let folder: string | undefined;
  try {
    const { preparedMeta } = context.resolveOf('meta', ['meta']);
    status = statusOf(preparedMeta.tags);
    folder = folderOf(preparedMeta.parameters.fileName);
  } catch {
    // A page that documents no component: resolveOf has no meta to give.
  }
  const issues = (folder && knownIssues[folder]) || [];
  return (
    <DocsContainer context={context} {...props}>
      {status ? (
        <aside aria-label="Status" className="sb-unstyled" style={{ marginBottom: 16 }}>
          <p style={{ margin: 0, fontSize: 14 }}>
            Status: <StatusBadge status={status} />
            {' · '}
            <DocsLink href={criteriaPage}>Kriteria status</DocsLink>
            {issues.length ? (
              <>
                {' · '}
                <DocsLink href={overviewPage}>
                  {issues.length} known issue{issues.length > 1 ? 's' : ''}
                </DocsLink>
              </>
            ) : null}
          </p>
          {issues.length ? (
            <ul style={{ margin: '8px 0 0', paddingLeft: 20, fontSize: 14 }}>
              {issues.map((issue) => (
                <li key={issue.summary}>{issue.summary}</li>
              ))}
            </ul>
          ) : null}
        </aside>
      ) : null}
      {children}
    </DocsContainer>
  );
}

export { DocsLink, StatusBadge, StatusDocsContainer };
