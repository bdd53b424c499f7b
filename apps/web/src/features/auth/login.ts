import type {
  CreatePasswordRequest,
  GoogleSignInRequest,
  PartnerTokenRequest,
  OtpSignInVerifyRequest,
  SignUpVerifyRequest,
  User,
} from '@kaizen/contracts';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { notify } from '../../lib/toast';
import { ClinicianRefusedError } from './clinician';
import { loadAuthRuntime } from './load-runtime';
import { logout } from './logout';
import { userReceived } from './slice';
import type { AuthDispatch, AuthThunk } from './thunk';

export const CLINICIAN_TOAST_ID = 'clinician-refused';

/** Shows the clinician toast (kept across the logout in case it reloads, SPEC §4) and logs out. */
function refuseClinician(message: string): AuthThunk<Promise<void>> {
  return async (dispatch) => {
    localStore.setItem(StorageKey.clinicianToast, message);
    notify.error(message, CLINICIAN_TOAST_ID);
    await dispatch(logout());
  };
}

/** Shows a clinician toast left by a logout that reloaded the page, once. */
export function showPendingClinicianToast() {
  const message = localStore.getItem(StorageKey.clinicianToast);
  if (!message) return;
  localStore.removeItem(StorageKey.clinicianToast);
  notify.error(message, CLINICIAN_TOAST_ID);
}

/** SPEC §4 login, once authenticated: the signed-in user, login status and customer id stored. */
function acceptUser(user: User): AuthThunk<User> {
  return (dispatch) => {
    dispatch(userReceived(user));
    localStore.setItem(StorageKey.loginStatus, 'true');
    localStore.setItem(StorageKey.customerId, String(user.id));
    return user;
  };
}

/** Runs an authentication call; a refused clinician gets the toast and is logged out. */
export async function authenticate(
  dispatch: AuthDispatch,
  call: () => Promise<User>,
): Promise<User> {
  try {
    return dispatch(acceptUser(await call()));
  } catch (error) {
    if (error instanceof ClinicianRefusedError) await dispatch(refuseClinician(error.message));
    throw error;
  }
}

export function logIn(credentials: { login: string; password: string }): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).signIn(credentials));
}

/** Sign-in with the one-time code sent to the account's email or mobile. */
export function otpLogIn(request: OtpSignInVerifyRequest): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).verifyCodeSignIn(request));
}

/** SPEC §7 Google sign-in, with the ID token Google's button or one-tap handed over. */
export function googleLogIn(request: GoogleSignInRequest): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).googleSignIn(request));
}

/** SPEC §7 partner_sessions: signed in on the word of the member's organisation (a JWT). */
export function partnerLogIn(request: PartnerTokenRequest): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).partnerSignIn(request));
}

/** /auth/create-password: the emailed link's token and the first password sign in. */
export function createPasswordLogIn(request: CreatePasswordRequest): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).createPassword(request));
}

/** SPEC §4 case 2: the one-time code of a sign-in link. */
export function codeLogIn(code: string): AuthThunk<Promise<User>> {
  return (dispatch) =>
    authenticate(dispatch, async () => (await loadAuthRuntime()).codeSignIn(code));
}

/** SPEC §7 kli_auto_login: the CRN an insurer's customer arrived with. */
export function crnLogIn(crn: string): AuthThunk<Promise<User>> {
  return (dispatch) => authenticate(dispatch, async () => (await loadAuthRuntime()).crnSignIn(crn));
}

/**
 * Sign-up's last step: the emailed code creates the account. The privacy policy the form required
 * is remembered on this device.
 */
export function completeSignUp(request: SignUpVerifyRequest): AuthThunk<Promise<User>> {
  return async (dispatch) => {
    const user = await authenticate(dispatch, async () =>
      (await loadAuthRuntime()).verifySignUp(request),
    );
    localStore.setItem(StorageKey.acceptedPrivacyPolicy, 'true');
    return user;
  };
}
