/**
 * The blocks of the "Status komponen" and "Kriteria status" pages. They read
 * virtual:klinik/component-status, which Storybook writes when it builds
 * (.storybook/component-status-plugin.ts) from the status files and the files the status test
 * checks.
 */
import { criteria, report } from 'virtual:klinik/component-status';
import { CodeText, DocsLink, StatusBadge } from './status-badge';
import { statuses, type Status, type StatusReport } from './status';

/** What a status requires, as the test checks it; with `beyond`, only what that one does not. */
function CriteriaList({ status, beyond }: { status: Status; beyond?: Status }) {
  const known = new Set(beyond ? criteria[beyond].map((criterion) => criterion.id) : []);
  return (
    <ul>
      {criteria[status]
        .filter((criterion) => !known.has(criterion.id))
        .map((criterion) => (
          <li key={criterion.id}>
            <CodeText text={criterion.text} />
          </li>
        ))}
    </ul>
  );
}

const byTitle = (a: StatusReport, b: StatusReport) => a.title.localeCompare(b.title);

/** One status's components: each linked to its docs, its stories, its known issues. */
function StatusTable({ status, entries }: { status: Status; entries: StatusReport[] }) {
  const notStable = status !== 'stable';
  return (
    <table>
      <caption style={{ textAlign: 'left' }}>
        <StatusBadge status={status} /> {entries.length} component
        {entries.length === 1 ? '' : 's'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Stories</th>
          <th scope="col">Known issues</th>
          {notStable ? <th scope="col">Not stable because</th> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row" style={{ textAlign: 'left' }}>
              <DocsLink href={`?path=/docs/${entry.docsId}`}>{entry.title}</DocsLink>
              {entry.replacement ? <> (use {entry.replacement})</> : null}
            </th>
            <td>
              {entry.stories.map((story, index) => (
                <span key={story.id}>
                  {index > 0 ? ', ' : null}
                  <DocsLink href={`?path=/story/${story.id}`}>{story.name}</DocsLink>
                </span>
              ))}
            </td>
            <td>
              {entry.knownIssues.length ? (
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {entry.knownIssues.map((issue) => (
                    <li key={issue.summary}>
                      {issue.summary}
                      {issue.details ? <small> {issue.details}</small> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                'None'
              )}
            </td>
            {notStable ? (
              <td>
                {entry.unmet.stable.map((unmet) => unmet.detail).join('; ') ||
                  'Nothing: it meets every criterion of stable'}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every component and template by status: the counts, then a table per status in use. */
function StatusOverview() {
  const groups = statuses.map((status) => ({
    status,
    entries: report.filter((entry) => entry.status === status).sort(byTitle),
  }));
  const unclaimed = report.filter((entry) => !entry.status);
  return (
    <>
      <ul>
        {groups.map(({ status, entries }) => (
          <li key={status}>
            <StatusBadge status={status} /> <code>{status}</code>: {entries.length}
          </li>
        ))}
        {unclaimed.length ? (
          <li>
            No status file (the status test fails):{' '}
            {unclaimed.map((entry) => entry.title).join(', ')}
          </li>
        ) : null}
      </ul>
      {groups
        .filter(({ entries }) => entries.length > 0)
        .map(({ status, entries }) => (
          <StatusTable key={status} status={status} entries={entries} />
        ))}
    </>
  );
}

export { CriteriaList, StatusOverview };
