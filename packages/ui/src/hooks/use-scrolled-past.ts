import * as React from 'react';

/**
 * True once the window is scrolled more than `threshold` px. It starts false and is read on
 * mount, never during render, so server and client render the same markup.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = React.useState(false);

  React.useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolled;
}
