import * as React from 'react';

/**
 * True once the window is scrolled more than `threshold` px. It starts false and is read on
 * mount, never during render, so server and client render the same markup.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = React.useState(false);

  React.useEffect(() => {
    const update = () => {
      const past = window.scrollY > threshold;
      // The shadow is a visual change that can wait, so it goes in a transition: an urgent update
      // that reaches a part still waiting for its code (a lazily loaded slot not yet hydrated)
      // makes React drop that part's server HTML for its fallback; a transition waits for it.
      React.startTransition(() => setScrolled(past));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolled;
}
