import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  type To,
} from 'react-router-dom';
import { loadMatchedRoutes, routeModulesLoaded } from './route-modules';

/**
 * <BrowserRouter>, except that push and replace load the target page's module first: the address
 * and the page change together, as they did with the data router, instead of the address running
 * ahead of a page whose code is still loading (a click in between landed on the old page).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );

  const navigator = useMemo<Navigator>(() => {
    const once = (to: To, navigate: () => void) => {
      const url = new URL(typeof to === 'string' ? to : (to.pathname ?? ''), window.location.href);
      if (routeModulesLoaded(url.pathname)) navigate();
      else void loadMatchedRoutes(url.pathname).then(navigate);
    };
    return {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => once(to, () => history.push(to, state)),
      replace: (to, state) => once(to, () => history.replace(to, state)),
    };
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
