import * as React from 'react';

/**
 * Runs `take` once, on the control inside the returned ref's element, as React takes the control
 * over from the prerendered HTML (in the layout effects of hydration, before any render of it):
 * the moment to adopt what the visitor typed or chose while the page's script was on the way.
 * The ref goes on the control's box, not the control, whose own ref may be someone else's (a
 * Field's Slot). On a page rendered in the browser the control holds React's values: a no-op.
 */
export function useTakeOver<K extends 'input' | 'select'>(
  control: K,
  take: (element: HTMLElementTagNameMap[K]) => void,
): React.RefObject<HTMLDivElement | null> {
  const box = React.useRef<HTMLDivElement>(null);
  React.useLayoutEffect(() => {
    const element = box.current?.querySelector(control);
    if (element) take(element);
    // Once: what the HTML held when React took it over. Later changes come as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return box;
}
