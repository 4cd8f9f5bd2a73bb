import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** React Router's own key, so positions saved before this component replaced it still apply. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll position (px) per history entry (location.key). */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function scrollToHash(hash: string): boolean {
  try {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // As the browser does when it loads a page at a #fragment: open the closed <details> around
    // the target (an FAQ answer the site search links to).
    for (
      let details = target?.closest('details');
      details;
      details = details.parentElement?.closest('details')
    ) {
      details.open = true;
    }
    target?.scrollIntoView();
    return Boolean(target);
  } catch {
    // Not a decodable id: no element to scroll to.
    return false;
  }
}

/**
 * What the data router's <ScrollRestoration> does, for the declarative router: a new page starts
 * at the top (or at its #fragment); back and forward return to where the visitor was, also after
 * a reload (positions are kept in sessionStorage when the page is hidden).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after the commit that changed the page, so they belong to its entry.
    const remember = () => {
      savedPositions()[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or blocked: back and forward within the page still work.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location.hash)) return;
    window.scrollTo(0, 0);
    if (!location.hash) return;
    // The page's content may still be loading (an FAQ answer the search links to): jump once its
    // target is there, if that is within a few seconds.
    const observer = new MutationObserver(() => {
      if (scrollToHash(location.hash)) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location, navigationType]);

  return null;
}
