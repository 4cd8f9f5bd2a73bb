/// <reference types="vite/client" />
/**
 * The status badge, Storybook's docs container that shows it on every page of a component or
 * template (set in .storybook/preview.tsx), and the block that renders a usage page's
 * accessibility acceptance criteria from its status file. Nothing here reads the status overview
 * (status-blocks.tsx), so the preview stays free of it.
 */
import {
  AnchorMdx,
  DocsContainer,
  Subheading,
  useOf,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';
import * as React from 'react';
import {
  knownIssuesOf,
  statusColours,
  statusLabels,
  statusOf,
  userGroups,
  type ComponentStatus,
  type KnownIssue,
  type Status,
  type UserGroup,
} from './status';

/** The criteria page and the overview, by their Storybook ids. */
const criteriaPage = '?path=/docs/status-kriteria-status--docs';
const overviewPage = '?path=/docs/status-status-komponen--docs';

/** A link to another page of this Storybook, which the manager follows. */
const DocsLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <AnchorMdx href={href} target="_self">
    {children}
  </AnchorMdx>
);

/** `code` for the parts of a text written between backticks. */
function CodeText({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

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

/** Every status file, loaded when a docs page asks for its own. */
const statusFiles = import.meta.glob<ComponentStatus>('../**/*.status.ts', { import: 'status' });

/** The folder of a stories file: `button` of `./packages/ui/src/primitives/button/button.stories.tsx`. */
const folderOf = (fileName: unknown) =>
  typeof fileName === 'string' ? /([\w-]+)\/[\w-]+\.stories\.tsx?$/.exec(fileName)?.[1] : undefined;

/** The open known issues of the folder's component: its status file's and the modes it fails. */
function useKnownIssues(folder: string | undefined): KnownIssue[] {
  const [own, setOwn] = React.useState<readonly KnownIssue[]>([]);
  React.useEffect(() => {
    const load = Object.entries(statusFiles).find(([path]) =>
      path.endsWith(`/${folder}/${folder}.status.ts`),
    )?.[1];
    let current = true;
    void load?.().then((status) => current && setOwn(status.knownIssues ?? []));
    return () => {
      current = false;
      setOwn([]);
    };
  }, [folder]);
  return folder ? knownIssuesOf(folder, own) : [];
}

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
  const issues = useKnownIssues(status && folder);
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

/** Where a criterion is checked: its stories, linked, and its end-to-end specs. */
function CheckedIn({ checks }: { checks: readonly string[] }) {
  const { csfFile } = useOf('meta', ['meta']);
  const stories = Object.values(csfFile.stories);
  const links = checks.map((check) => {
    const story = stories.find((entry) => entry.moduleExport === csfFile.moduleExports[check]);
    return story ? (
      <DocsLink key={check} href={`?path=/story/${story.id}`}>
        {story.name}
      </DocsLink>
    ) : (
      <code key={check}>{check}</code>
    );
  });
  return (
    <>
      {' '}
      Checked in{' '}
      {links.map((link, index) => (
        <React.Fragment key={index}>
          {index === 0 ? null : index === links.length - 1 ? ' and ' : ', '}
          {link}
        </React.Fragment>
      ))}
      .
    </>
  );
}

/**
 * A usage page's accessibility acceptance criteria (GOV.UK's manner), from its status file: what
 * each group of users must be able to do, and where each criterion is checked.
 */
function AccessibilityCriteria({ status }: { status: ComponentStatus }) {
  const groups = Object.entries(userGroups) as [UserGroup, string][];
  return (
    <>
      <p>
        What each user must be able to do with it. A criterion that names a story is checked by that
        story's play function on every test run (or by the end-to-end spec it names); the others
        need a person to check them, with a screen reader, at 400% zoom and with text at 200%.
      </p>
      {groups.map(([who, heading]) => {
        const criteria = status.criteria?.filter((criterion) => criterion.who === who) ?? [];
        return criteria.length ? (
          <React.Fragment key={who}>
            <Subheading>{heading}</Subheading>
            <ul>
              {criteria.map((criterion) => (
                <li key={criterion.text}>
                  <CodeText text={criterion.text} />
                  {criterion.checkedIn?.length ? <CheckedIn checks={criterion.checkedIn} /> : null}
                </li>
              ))}
            </ul>
          </React.Fragment>
        ) : null;
      })}
    </>
  );
}

export { AccessibilityCriteria, CodeText, DocsLink, StatusBadge, StatusDocsContainer };
