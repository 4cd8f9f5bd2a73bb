/**
 * Data that is fetched elsewhere, as a section shows it: still loading, failed (with the way to
 * try again), answered with nothing to show, or ready. The site's data hooks decide the state
 * once; sections and page templates only render it.
 */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T };

/** The same state with its data transformed (a part of it, for one section of a page). */
export function mapRemote<T, U>(state: Remote<T>, pick: (data: T) => U): Remote<U> {
  return state.status === 'ready' ? { status: 'ready', data: pick(state.data) } : state;
}
