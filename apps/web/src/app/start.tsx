import { createRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { setNavigator } from '../lib/navigation';
import { readStartParams } from '../lib/query-params';
import { App } from './App';
import { createAppRouter, routes } from './router';
import { scheduleSectionScroll } from './start-up/address';
import { loadCompanyDetails } from './start-up/company';
import { loadUserCountry } from './start-up/location';
import { preloadRoutesOnIntent } from './start-up/route-preload';
import { registerServiceWorker } from './start-up/service-worker';
import { startAuth, wireSession } from './start-up/session';
import { wireSignedIn } from './start-up/signed-in';
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

/** Boots the web app: store, router, SPEC §2 start parameters, SPEC §4 start-up auth, render. */
export function startApp(container: HTMLElement) {
  const { store, persistor } = createStore();
  const router = createAppRouter();
  // flushSync: the new screen is rendered when the promise settles, so that state reset after a
  // navigation (logout) is never seen by the screen being left.
  setNavigator((to, options) => router.navigate(to, { ...options, flushSync: true }));
  wireSession(store, router);

  const params = readStartParams(window.location.search);
  wireSignedIn(store, params);
  applyStartParams(params, store.dispatch);
  afterRestore(persistor, () => applyPersistedStartParams(params, store.dispatch));
  void loadCompanyDetails(store, params);
  void loadUserCountry();
  void startAuth(store, router, params);
  scheduleSectionScroll(router, params.sectionid);

  createRoot(container).render(<App store={store} persistor={persistor} router={router} />);
  preloadRoutesOnIntent(routes);
  registerServiceWorker();
}
