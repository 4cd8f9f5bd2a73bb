import { lazy, memo, Suspense, type ComponentType } from 'react';

const loading: Promise<unknown>[] = [];

/**
 * A part of a page whose code is not in the page's first JavaScript (React's `lazy` in a
 * Suspense boundary of its own). Its code starts loading as the module that declares it runs, with
 * the page's own code; the server renders it in full, and React hydrates it once its code is
 * here, leaving its HTML as it came until then. A render of the page with the same props leaves
 * it alone meanwhile (`memo`): an urgent update that reached it before its code would make React
 * drop its HTML and render it anew.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const module = load();
  loading.push(module);
  const Part = lazy(async () => ({ default: await module }));
  return memo(function LazyPart(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });
}

/** Settles once the code of every part declared so far is here (or failed to come). */
export function lazyPartsLoaded(): Promise<unknown> {
  return Promise.allSettled(loading);
}
