/**
 * The only script a prerendered page carries (see Document), inline in <head> as a classic
 * script: it runs while the page is still arriving, before any of its content is there to tap.
 * It keeps the taps the HTML cannot answer alone until the app can (keepEarlyTaps), and starts
 * loading the app's code once the page has been read and has painted (afterContentfulPaint), so
 * no request for JavaScript competes with the HTML and the first paint, on a slow phone or in
 * Lighthouse's simulation. It imports nothing; links, <details> and the menu's popover work
 * without it.
 */
const loader = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

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
  document.head.append(script);
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

/**
 * A tap on a control that only script can answer (a `type="button"` button: back, like, copy,
 * a filter, a page of results) or a send on a form that only script sends (one without an
 * `action`), made while the app's code is still on the way, would be lost: the button does
 * nothing, the form reloads the page with what was typed in its address. Each is kept instead,
 * the form's native send cancelled, and made again, in order, the moment the app says React
 * listens ('app-listening', dispatched by entry-client right after hydrateRoot): React then
 * hydrates the part that was tapped at once and handles it. Buttons the browser answers itself
 * (a popover's) are left to it. Text typed and choices made in dropdowns meanwhile are taken
 * over by the fields themselves as they hydrate (useFormState, SearchInput, NativeSelect).
 */
function keepEarlyTaps(): void {
  const kept: (() => void)[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled) return;
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
    button.setAttribute('aria-busy', 'true');
    kept.push(() => {
      button.removeAttribute('aria-busy');
      if (button.isConnected) button.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    const submitter = event.submitter;
    kept.push(() => {
      // A click, not requestSubmit() alone: React hydrates the part a click lands on first, and a
      // submit event on a part not hydrated yet would reach no handler. The button that sent
      // the form sends it again; a form sent with Enter and no such button is clicked itself
      // (nothing answers a click on a form), then sent.
      if (submitter?.isConnected) submitter.click();
      else if (form.isConnected) {
        form.click();
        form.requestSubmit();
      }
    });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(
    'app-listening',
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const tap of kept.splice(0)) tap();
    },
    { once: true },
  );
}

keepEarlyTaps();
// The app reads the boot data at the end of <body>: it starts once the whole page is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => afterContentfulPaint(loadApp), {
    once: true,
  });
} else {
  afterContentfulPaint(loadApp);
}

export {};
