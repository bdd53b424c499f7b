import { StaticRouter } from 'react-router';
import { authLoadingFinished } from '../features/auth/slice';
import { collectDocumentMeta, documentTexts, type PageMeta } from '../lib/document-meta';
import { preloadScreens } from '../lib/routing/lazy-screen';
import { renderConsentQuestion } from '../lib/analytics/consent';
import { App } from './App';
import { preloadConsentBanner } from './layout/RootLayout';
import { AppRoutes, routes } from './router';
import { storeRestored } from './start-up/hydration';
import { scriptSafeJson, type PageData } from './page-data/page-data';
import { keepVisitorFeatures } from '../lib/feature-flags/flags';
import { applyPageData, applyStoreData } from './page-data/apply';
import { renderComplete } from './render-complete';
import { createStore } from './store';

export { applyDocumentMeta, applyDocumentTexts } from '../lib/document-meta';
export { planPageData } from './page-data/plan';
export { SAMPLE_PAGES } from './page-data/samples';

/** The public pages whose HTML is written at build time (issue 14), by route path. */
export const PRERENDERED_PAGES = [
  '/auth/log-in/',
  '/auth/sign-up/',
  '/therapy-psychiatry/',
  '/therapy-psychiatry/experts/',
  '/therapy-psychiatry/experts/:uuid/',
] as const;

/**
 * The app at one address as HTML, with the page's title and description. Renders never
 * interleave (renderComplete), so the meta collector and whatever `prepare` sets are this
 * render's alone.
 */
async function renderApp(
  store: ReturnType<typeof createStore>['store'],
  persistor: ReturnType<typeof createStore>['persistor'],
  location: string,
  prepare?: () => void,
): Promise<{ html: string; meta: PageMeta }> {
  let meta: PageMeta = {};
  const html = await renderComplete(
    () => (
      <App store={store} persistor={persistor}>
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </App>
    ),
    {
      prepare: () => {
        prepare?.();
        collectDocumentMeta((pageMeta) => (meta = pageMeta));
      },
      finish: () => collectDocumentMeta(undefined),
    },
  );
  return { html, meta };
}

/**
 * Renders one public page as a first-time visitor sees it before any data arrives (no session,
 * nothing stored, the directory still loading), with the same tree the browser hydrates
 * (start-up/hydration.ts). Runs at build time in Node, from the SSR bundle of this file. The
 * HTML carries no hydration data script: the strict CSP allows no inline script, and the browser
 * router starts from the address alone.
 */
export async function renderPage(
  path: string,
  data?: PageData,
  askConsent = false,
): Promise<{ html: string; meta: PageMeta }> {
  const { store, persistor } = createStore();
  // Start-up auth with no stored session ends at once (SPEC §4), before the first paint.
  store.dispatch(authLoadingFinished());
  await storeRestored(persistor);
  // The page's code first, so that its screens render at once, as in the browser when it
  // hydrates (which loads the same code before hydrating).
  await Promise.all([preloadScreens(routes, path), preloadConsentBanner()]);
  if (data) await applyPageData(store, data);
  return renderApp(store, persistor, path, () => renderConsentQuestion(askConsent));
}

/**
 * Renders a public page for one request with the data the API fetched for it (issue 14: the
 * directory's content paints before JavaScript), complete: nothing is left for the browser to
 * render afresh. Runs in the API process, from the SSR bundle kept in the build.
 */
export async function renderRequest(
  url: string,
  data: PageData,
  askConsent = false,
): Promise<{ html: string; title: string; description: string; data: string }> {
  const { pathname } = new URL(url, 'http://page.invalid');
  const { store, persistor } = createStore();
  store.dispatch(authLoadingFinished());
  await Promise.all([
    storeRestored(persistor),
    preloadScreens(routes, pathname),
    preloadConsentBanner(),
  ]);
  applyStoreData(store, data);
  // The visitor's flag cache and the consent question are the modules', shared by concurrent
  // requests: set for this render only (renders never interleave).
  const { html, meta } = await renderApp(store, persistor, url, () => {
    if (data.features) keepVisitorFeatures(data.features);
    renderConsentQuestion(askConsent);
  });
  return { html, ...documentTexts(meta), data: scriptSafeJson(data) };
}
