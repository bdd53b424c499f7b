import type { Persistor } from 'redux-persist';
import type { AppStore } from '../store';

/**
 * Set on the root element of a prerendered page: the address it shows. The build writes a route
 * path (`:uuid` for a pattern); a page rendered by the server for a request (issue 14) has the
 * request's path and query.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Whether the prerendered HTML in the root is exactly this address's page as a visitor sees it:
 * same path and same query (a query changes what the page renders, the log-in's redirectPath in
 * its links, the listing's filters, and hydration does not correct attributes that differ).
 */
export function prerenderedFor(container: HTMLElement, location: Location): boolean {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!prerendered) return false;
  const queryAt = prerendered.indexOf('?');
  const path = queryAt < 0 ? prerendered : prerendered.slice(0, queryAt);
  const query = queryAt < 0 ? '' : prerendered.slice(queryAt);
  if ((query === '?' ? '' : query) !== location.search) return false;
  return withoutTrailingSlash(path) === withoutTrailingSlash(location.pathname);
}

/** Resolves once redux-persist has restored the stored state (also used by the prerender). */
export const storeRestored = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });

/**
 * Waits until the browser can render what the prerender rendered: the page's lazy route code
 * loaded, the stored state restored. Then true when the person is a visitor as the prerender
 * assumed; a signed-in person (or one whose stored session is being checked) sees another page,
 * so the prerendered markup is replaced instead of hydrated.
 */
export async function readyToHydrate(
  screensLoaded: Promise<void>,
  persistor: Persistor,
  store: AppStore,
): Promise<boolean> {
  // A screen that failed to load is replaced by the error screen rather than hydrated.
  const loaded = await screensLoaded.then(
    () => true,
    () => false,
  );
  await storeRestored(persistor);
  if (!loaded) return false;
  const { user, loading } = store.getState().auth;
  return user === null && !loading;
}
