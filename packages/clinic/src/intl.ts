/**
 * A value made at its first use instead of when its module loads. For Intl formatters: the first
 * one a page makes loads its locale's data, and a module's top level runs inside the one long
 * task that evaluates the page's first script, while a render can be sliced.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
