import { isB2bUserType, PARTNER_LANDING_PATH } from '@kaizen/contracts';
import { callNative, isInsideNativeWrapper } from '../../lib/device/native-bridge';
import { navigateTo } from '../../lib/navigation';
import { whileEndingSession } from '../../lib/http/session-expiry';
import { readStoredSession } from '../../lib/http/stored-session';
import { clearStore, localStore, sessionStore, type KeyValueStore } from '../../lib/storage';
import { LOGOUT_PRESERVED_KEYS, StorageKey } from '../../lib/storage-keys';
import { loadAuthRuntime } from './load-runtime';
import { LOGIN_PATH } from './paths';
import { sessionEnded } from './slice';
import type { AuthDispatch, AuthThunk } from './thunk';

/**
 * SPEC §4 logout, local part: login status false (other tabs follow), then local and session
 * storage cleared except the preserved keys.
 */
export function clearLocalSession(
  local: KeyValueStore = localStore,
  session: KeyValueStore = sessionStore,
) {
  local.setItem(StorageKey.loginStatus, 'false');
  clearStore(local, LOGOUT_PRESERVED_KEYS);
  clearStore(session, LOGOUT_PRESERVED_KEYS);
}

/**
 * Goes to the login page, then resets the state: resetting first would make the protected page
 * still on screen send the visitor to the login with itself as redirectPath.
 */
async function leaveForLogin(dispatch: AuthDispatch, wasMember = false) {
  // SPEC §2: organisation members arrive with redirect set to /t-p (their partner landing).
  const login = wasMember ? `${LOGIN_PATH}?redirectPath=${PARTNER_LANDING_PATH}` : LOGIN_PATH;
  await navigateTo(login, { replace: true });
  dispatch(sessionEnded());
}

interface LogoutOptions {
  /** End every device of the user (DELETE authenticate/sign_out?remove_all=true). */
  removeAll?: boolean;
}

/** SPEC §4 logout: call the logout endpoint, clear the local session, reset state, go to login. */
export function logout(options: LogoutOptions = {}): AuthThunk<Promise<void>> {
  return (dispatch, getState) =>
    whileEndingSession(async () => {
      const usertype = getState().auth.user?.usertype;
      if (readStoredSession()) {
        try {
          await (await loadAuthRuntime()).signOut(options.removeAll ?? false);
        } catch (error) {
          // The session may already be over on the server; logging out locally is what matters.
          console.info('Logout call failed', error);
        }
      }
      clearLocalSession();
      if (isInsideNativeWrapper()) callNative('pwaLogout');
      await leaveForLogin(dispatch, usertype !== undefined && isB2bUserType(usertype));
    });
}

/** SPEC §4: another tab logged out (loginstatus 'true' to 'false'): follow without a server call. */
export function logoutFollowingOtherTab(): AuthThunk<Promise<void>> {
  return (dispatch) =>
    whileEndingSession(async () => {
      clearStore(sessionStore, LOGOUT_PRESERVED_KEYS);
      await leaveForLogin(dispatch);
    });
}

/** Calls `onLogout` when another tab changes loginstatus from 'true' to 'false'. */
export function watchCrossTabLogout(onLogout: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (
      event.key === StorageKey.loginStatus &&
      event.oldValue === 'true' &&
      event.newValue === 'false'
    ) {
      onLogout();
    }
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
