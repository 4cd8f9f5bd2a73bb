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

// A frame callback runs just before the next paint, a task queued from it just after. A page
// opened in the background paints nothing: it loads at once.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));

export {};
