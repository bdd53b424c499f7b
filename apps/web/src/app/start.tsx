import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { setNavigator } from '../lib/navigation';
import { createAppHistory } from '../lib/routing/app-history';
import { AppRouter } from '../lib/routing/AppRouter';
import { preloadScreens } from '../lib/routing/lazy-screen';
import { readStartParams } from '../lib/query-params';
import { App } from './App';
import { AppRoutes, routes } from './router';
import { scheduleSectionScroll } from './start-up/address';
import { wireAnalytics } from './start-up/analytics';
import { campaignWorkDue } from './start-up/campaign-due';
import { loadCompanyDetails } from './start-up/company';
import { PRERENDERED_ATTRIBUTE, prerenderedFor, readyToHydrate } from './start-up/hydration';
import { loadUserCountry } from './start-up/location';
import { takePageData } from './page-data/page-data';
import { preloadRoutesOnIntent } from './start-up/route-preload';
import { registerServiceWorker } from './start-up/service-worker';
import { startAuth, wireSession } from './start-up/session';
import { wireSignedIn } from './start-up/signed-in';
import { keepReferralParams } from '../lib/referral-params';
import { applyPersistedStartParams, applyStartParams } from './start-up/start-params';
import { createStore } from './store';

/** Runs once redux-persist has restored the `kaizen` areas. */
function afterRestore(persistor: Persistor, run: () => void) {
  if (persistor.getState().bootstrapped) return run();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    run();
  });
}

// The first render and hydration run as a transition so that React yields to the browser every
// few milliseconds instead of holding the main thread for the whole tree (a cheap phone's
// hundreds of milliseconds of blocked input: Lighthouse's Total Blocking Time, issue 14). A
// click during hydration is replayed once its part of the tree is hydrated.
function hydrateInSlices(container: HTMLElement, app: ReactNode) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

function renderInSlices(container: HTMLElement, app: ReactNode) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}

/** Boots the web app: store, router, SPEC §2 start parameters, SPEC §4 start-up auth, render. */
export async function startApp(container: HTMLElement) {
  // Before the router reads the address: SPEC §4 may add ispm to it. The referral hints go
  // first: the campaign record normalises the utm_source they keep. A visit with no campaign
  // (most) does not load that code at all.
  keepReferralParams(window.location.search);
  if (campaignWorkDue(window.location.search)) {
    (await import('./start-up/campaign-params')).applyCampaignParams();
  }
  const { store, persistor } = createStore();
  const history = createAppHistory();
  // The next screen's code first, then flushSync: the new screen is rendered when the promise
  // settles, so that state reset after a navigation (logout) is never seen by the screen being
  // left.
  setNavigator(async (to, options) => {
    await preloadScreens(routes, new URL(to, window.location.href).pathname).catch(() => {
      // The screen's error boundary shows the failure once it is rendered.
    });
    history.navigate(to, { ...options, flushSync: true });
  });
  wireSession(store, history);

  const params = readStartParams(window.location.search);
  wireSignedIn(store, params);
  wireAnalytics(history, store);
  applyStartParams(params, store.dispatch);
  afterRestore(persistor, () => applyPersistedStartParams(params, store.dispatch));
  void loadCompanyDetails(store, params);
  void loadUserCountry();
  void startAuth(store, history, params);
  scheduleSectionScroll(history, params.sectionid);

  const app = (
    <App store={store} persistor={persistor}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </App>
  );
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // The prerendered page is painted already: it stays until the code and the stored state are
    // ready, then is hydrated when it is this page as a visitor sees it, else replaced. A page
    // the server rendered with data (the directory's) gets that data first, so that it hydrates
    // the same content without asking for it again.
    const pageData = takePageData(document);
    const applyingData = pageData ? import('./page-data/apply') : undefined;
    const screens = Promise.all([preloadScreens(routes, window.location.pathname), applyingData]);
    void readyToHydrate(
      screens.then(() => undefined),
      persistor,
      store,
    ).then(async (visitor) => {
      const apply = await applyingData;
      if (visitor && prerenderedFor(container, window.location)) {
        if (pageData) await apply?.applyPageData(store, pageData);
        hydrateInSlices(container, app);
      } else {
        // Rendered afresh (a signed-in person), the page keeps the server's profile: it is public
        // and the one they would load, so the page does not fall back to loading and ask again.
        // The listing and flags stay out: a signed-in person's may differ from a visitor's.
        if (pageData?.profile) apply?.applyStoreData(store, { profile: pageData.profile });
        renderInSlices(container, app);
      }
    });
  } else {
    renderInSlices(container, app);
  }
  preloadRoutesOnIntent(routes);
  registerServiceWorker();
}
