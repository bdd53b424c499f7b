import { appLoaded } from '../../features/app-config/slice';
import { logout, logoutFollowingOtherTab, watchCrossTabLogout } from '../../features/auth/logout';
import { LOGIN_PATH } from '../../features/auth/paths';
import { postLoginPath } from '../../features/auth/post-login';
import { sessionEnded } from '../../features/auth/slice';
import { runStartupAuth } from '../../features/auth/startup-auth';
import {
  createSessionExpiryHandler,
  setSessionExpiredHandler,
} from '../../lib/http/session-expiry';
import { callNative, isInsideNativeWrapper } from '../../lib/device/native-bridge';
import type { StartParams } from '../../lib/query-params';
import { clearStore, localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { reportError } from '../../lib/telemetry';
import { navigateTo } from '../../lib/navigation';
import type { AppHistory } from '../../lib/routing/app-history';
import { routeExists } from '../router';
import type { AppStore } from '../store';
import { removeFromAddress } from './address';

/** SPEC §4 session expiry and cross-tab logout, wired to this app's store and router. */
export function wireSession(store: AppStore, history: AppHistory): () => void {
  setSessionExpiredHandler(
    createSessionExpiryHandler({
      pathname: () => history.location().pathname,
      insideNativeWrapper: isInsideNativeWrapper,
      closeWebView: () => callNative('closeWebView'),
      clearLocalStorage: () => clearStore(localStore),
      redirect: (target) => {
        // A target whose screen arrives with a later issue falls back to the home page. The state
        // resets once there, so that the page being left does not redirect on its own.
        void navigateTo(routeExists(target) ? target : '/', { replace: true }).then(() =>
          store.dispatch(sessionEnded()),
        );
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
export async function startAuth(store: AppStore, history: AppHistory, params: StartParams) {
  if (localStore.getItem(StorageKey.logoutUser)) await store.dispatch(logout());
  const outcome = await store.dispatch(runStartupAuth(params));
  // SPEC §2 removes app_token once handled; session tokens and codes in the address go the same
  // way (a one-time code is spent either way).
  removeFromAddress(history, ['app_token', 'token', 'code', 'auth_token']);
  // SPEC §4 case 2: a code that failed with nothing else to try sends the visitor to log in.
  if (outcome === 'code-failed' && !params.CRNID) {
    void navigateTo(LOGIN_PATH, { replace: true });
  }
  // A code signs in as a log-in does: members to their dashboard (SPEC §4 Login).
  const user = store.getState().auth.user;
  if (outcome === 'signed-in' && params.code && user && !params.CRNID) {
    void navigateTo(postLoginPath(user, null), { replace: true });
  }
  store.dispatch(appLoaded());
}
