import * as React from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * right after (React re-renders on its own once hydration is done), and true at once in a page
 * rendered in the browser only. For controls that work as plain HTML until script takes them
 * over: the hydrating render must equal the HTML, the next one may enhance it.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
