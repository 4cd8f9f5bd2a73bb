/**
 * The sidebar's label of a component or page template: its name, then its status as a badge. The
 * status is its status file's (`<name>.status.ts`), which its stories repeat as their meta's
 * status tag: Storybook's index, which the sidebar reads, takes tags only as written in the file.
 * A component's entry carries the tags all its stories and its docs page share, so the meta's
 * status tag is among them. Written without JSX: the manager is bundled apart from the preview,
 * with React's classic transform.
 */
import { createElement, Fragment } from 'react';
import type { HashEntry } from 'storybook/manager-api';
import { statusColours, statusLabels, statusOf } from '../packages/ui/src/stories/status.ts';

export function statusLabel(item: HashEntry) {
  const status = item.type === 'component' ? statusOf(item.tags) : undefined;
  if (!status) return undefined;
  const { text, background } = statusColours[status];
  const badge = createElement(
    'span',
    {
      lang: 'id',
      style: {
        marginLeft: 6,
        padding: '0 5px',
        border: `1px solid ${text}`,
        borderRadius: 999,
        background,
        color: text,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '15px',
        whiteSpace: 'nowrap',
      },
    },
    statusLabels[status],
  );
  return createElement(Fragment, null, item.name, badge);
}
