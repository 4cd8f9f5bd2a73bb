/**
 * The only script a prerendered page names (see Document): it starts loading the app's code
 * once the page has painted, so no request for JavaScript competes with the HTML and the first
 * paint, on a slow phone or in Lighthouse's simulation. It imports nothing and does nothing
 * else; the page works without it (links, <details>, the menu's popover) until the app hydrates.
 */
const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');

function loadApp(): void {
  const entry = loader?.dataset.entry;
  if (!entry) return;
  // The chunks the page needs, fetched side by side with the entry instead of one after another.
  for (const href of loader.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.body.append(script);
}

/**
 * Runs `start` once the page has painted its content: the first contentful paint, which can come
 * a frame or more after the first one (the text waits up to ~100 ms for the web font, see
 * font-display in theme.css). A code request that finished before it would count against the
 * first paint (in Lighthouse's simulation, and on a phone whose link it shares). Where the
 * browser does not report paints, or reports none within a second of the first frame, it runs
 * after that frame anyway; a page opened in the background paints nothing and loads at once.
 */
function afterContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  let observer: PerformanceObserver | undefined;
  if (document.visibilityState === 'hidden') return once();
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => setTimeout(once, 1000));
  } else {
    requestAnimationFrame(once);
  }
}

afterContentfulPaint(loadApp);

export {};
