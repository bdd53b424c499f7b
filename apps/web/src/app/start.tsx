import { createRoot } from 'react-dom/client';
import { setNavigator } from '../lib/navigation';
import { readStartParams } from '../lib/query-params';
import { App } from './App';
import { createAppRouter, routes } from './router';
import { scheduleSectionScroll } from './start-up/address';
import { wireCareTeam } from './start-up/care-team';
import { preloadRoutesOnIntent } from './start-up/route-preload';
import { registerServiceWorker } from './start-up/service-worker';
import { startAuth, wireSession } from './start-up/session';
import { applyStartParams } from './start-up/start-params';
import { createStore } from './store';

/** Boots the web app: store, router, SPEC §2 start parameters, SPEC §4 start-up auth, render. */
export function startApp(container: HTMLElement) {
  const { store, persistor } = createStore();
  const router = createAppRouter();
  // flushSync: the new screen is rendered when the promise settles, so that state reset after a
  // navigation (logout) is never seen by the screen being left.
  setNavigator((to, options) => router.navigate(to, { ...options, flushSync: true }));
  wireSession(store, router);
  wireCareTeam(store);

  const params = readStartParams(window.location.search);
  applyStartParams(params, store.dispatch);
  void startAuth(store, router, params);
  scheduleSectionScroll(router, params.sectionid);

  createRoot(container).render(<App store={store} persistor={persistor} router={router} />);
  preloadRoutesOnIntent(routes);
  registerServiceWorker();
}
