/**
 * The one inline script of a prerendered page (see Document): it starts the app's code once the
 * page has painted its content, so no request for JavaScript competes with the HTML and the first
 * paint, on a slow phone and in Lighthouse's simulated load alike. Nothing else: what a visitor
 * taps before the code runs is HTML (links, forms, the menu's popover).
 */
const loader = document.currentScript as HTMLScriptElement;

function loadApp(): void {
  // The route's chunks, fetched side by side with the entry instead of one after another.
  for (const href of loader.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = loader.dataset.entry ?? '';
  document.head.append(script);
}

/** After the first contentful paint (the text may wait ~100 ms for its font), or a second at most. */
function afterContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => void (started || ((started = true), setTimeout(start, 0)));
  if (document.visibilityState === 'hidden') return once();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  }).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(once, 1000));
}

// The app reads the boot data at the end of <body>: it starts once the whole page is parsed.
document.addEventListener('DOMContentLoaded', () => afterContentfulPaint(loadApp), { once: true });

export {};
