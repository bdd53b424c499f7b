import { appLoaded } from '../../features/app-config/slice';
import { logout, logoutFollowingOtherTab, watchCrossTabLogout } from '../../features/auth/logout';
import { sessionEnded } from '../../features/auth/slice';
import { runStartupAuth } from '../../features/auth/startup-auth';
import {
  createSessionExpiryHandler,
  setSessionExpiredHandler,
} from '../../lib/http/session-expiry';
import { callNative, isInsideNativeWrapper } from '../../lib/native-bridge';
import type { StartParams } from '../../lib/query-params';
import { clearStore, localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { reportError } from '../../lib/telemetry';
import { routeExists, type AppRouter } from '../router';
import type { AppStore } from '../store';
import { removeFromAddress } from './address';

/** SPEC §4 session expiry and cross-tab logout, wired to this app's store and router. */
export function wireSession(store: AppStore, router: AppRouter): () => void {
  setSessionExpiredHandler(
    createSessionExpiryHandler({
      pathname: () => router.state.location.pathname,
      insideNativeWrapper: isInsideNativeWrapper,
      closeWebView: () => callNative('closeWebView'),
      clearLocalStorage: () => clearStore(localStore),
      redirect: (target) => {
        // A target whose screen arrives with a later issue falls back to the home page. The state
        // resets once there, so that the page being left does not redirect on its own.
        void router
          .navigate(routeExists(target) ? target : '/', { replace: true, flushSync: true })
          .then(() => store.dispatch(sessionEnded()));
      },
      report: (error) =>
        void reportError({
          message: `Session ended by the server: HTTP ${error.status ?? '?'} on ${error.url ?? '?'}`,
        }),
    }),
  );
  return watchCrossTabLogout(() => void store.dispatch(logoutFollowingOtherTab()));
}

/** SPEC §4 start-up: a pending logoutUser first, then the auth cases; tokens leave the address. */
export async function startAuth(store: AppStore, router: AppRouter, params: StartParams) {
  if (localStore.getItem(StorageKey.logoutUser)) await store.dispatch(logout());
  await store.dispatch(runStartupAuth(params));
  // SPEC §2 removes app_token once handled; a session token in the address goes the same way.
  removeFromAddress(router, ['app_token', 'token']);
  store.dispatch(appLoaded());
}
