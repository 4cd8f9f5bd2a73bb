import * as React from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on: a
 * control only script can answer (copy, print, show the password) is offered only once it works.
 */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export { useHydrated };
