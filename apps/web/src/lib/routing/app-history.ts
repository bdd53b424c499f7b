import { flushSync } from 'react-dom';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
  type To,
} from 'react-router';

/** What a location change reports to listeners (the router, analytics, scroll restoration). */
export interface LocationUpdate {
  action: NavigationType;
  location: Location;
  /** The change must be on screen when the call returns (flushSync), not in a transition. */
  urgent: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Render the new location before returning (logout: the page being left never sees the reset). */
  flushSync?: boolean;
  /** Keep the scroll position (a filter or tab written into the query). */
  preventScrollReset?: boolean;
}

/**
 * The browser history of one web app, shared by its router and by code outside React (start-up
 * auth, session expiry, analytics). Declarative routing (issue 14: React Router's data router was
 * ~30 KiB gzip of the log-in page) has no router object to navigate or subscribe to; this is it.
 * React Router's history accepts one listener, so this fans its changes out.
 */
export interface AppHistory {
  /** What <Router> and its Links/useNavigate call; honours flushSync and preventScrollReset. */
  navigator: Navigator;
  location(): Location;
  navigate(to: To, options?: NavigateOptions): void;
  listen(listener: (update: LocationUpdate) => void): () => void;
  /** Whether the navigation that produced this location asked to keep the scroll position. */
  keepsScroll(key: string): boolean;
}

export function createAppHistory(): AppHistory {
  // v5Compat: listeners hear push and replace too, not only back/forward.
  const history = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(update: LocationUpdate) => void>();
  const scrollKept = new Set<string>();
  let urgent = false;
  history.listen(({ action, location }) => {
    for (const listener of listeners) listener({ action, location, urgent });
  });

  const navigate = (to: To, options: NavigateOptions = {}) => {
    const change = () =>
      options.replace ? history.replace(to, options.state) : history.push(to, options.state);
    if (options.flushSync) {
      urgent = true;
      try {
        flushSync(change);
      } finally {
        urgent = false;
      }
    } else {
      change();
    }
    if (options.preventScrollReset) scrollKept.add(history.location.key);
  };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, options) => navigate(to, { ...options, state }),
      replace: (to, state, options) => navigate(to, { ...options, state, replace: true }),
    },
    location: () => history.location,
    navigate,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keepsScroll: (key) => scrollKept.has(key),
  };
}
