import { collectDeviceInfo } from '../../lib/device-info';
import {
  readStoredSession,
  removeStoredSession,
  writeStoredSession,
  type StoredSession,
} from '../../lib/http/stored-session';
import type { StartParams } from '../../lib/query-params';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { ClinicianRefusedError } from './clinician';
import { loadAuthRuntime } from './load-runtime';
import { authenticate } from './login';
import { authCleared, authLoadingFinished, authLoadingStarted, deviceInfoSet } from './slice';
import type { AuthThunk } from './thunk';

/** SPEC §4 "Auth loading at start": which case applies (case 2, code login, comes later). */
export type StartupAuthCase =
  | { kind: 'user-present' }
  | { kind: 'jwt' }
  | { kind: 'query-token'; token: string }
  | { kind: 'app-token'; appToken: string }
  | { kind: 'stored-session' }
  | { kind: 'none' };

export function decideStartupAuth(input: {
  hasUser: boolean;
  params: StartParams;
  hasStoredSession: boolean;
}): StartupAuthCase {
  if (input.hasUser) return { kind: 'user-present' };
  if (input.params.jwt) return { kind: 'jwt' };
  if (input.params.token) return { kind: 'query-token', token: input.params.token };
  if (input.params.app_token) return { kind: 'app-token', appToken: input.params.app_token };
  if (input.hasStoredSession) return { kind: 'stored-session' };
  return { kind: 'none' };
}

/**
 * The ?token= of SPEC §4 case 4: the session headers as base64 (or base64url) JSON, the form a
 * native shell or an email link hands over.
 */
export function decodeQueryToken(token: string): StoredSession | null {
  try {
    const json: unknown = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof json !== 'object' || json === null) return null;
    const fields = json as Record<string, unknown>;
    const text = (name: string) =>
      typeof fields[name] === 'string' ? (fields[name] as string) : '';
    const session: StoredSession = {
      'access-token': text('access-token'),
      client: text('client'),
      uid: text('uid'),
      expiry: text('expiry'),
    };
    return session['access-token'] && session.client && session.uid ? session : null;
  } catch {
    return null;
  }
}

export type StartupAuthOutcome = StartupAuthCase['kind'] | 'signed-in' | 'failed' | 'refused';

/** Runs SPEC §4 start-up auth; resolves with what happened, never rejects. */
export function runStartupAuth(params: StartParams): AuthThunk<Promise<StartupAuthOutcome>> {
  return async (dispatch, getState) => {
    const step = decideStartupAuth({
      hasUser: getState().auth.user !== null,
      params,
      hasStoredSession: readStoredSession() !== null,
    });
    if (step.kind === 'user-present' || step.kind === 'jwt' || step.kind === 'none') {
      dispatch(authLoadingFinished());
      return step.kind;
    }
    dispatch(authLoadingStarted());
    try {
      await authenticate(dispatch, async () => {
        const auth = await loadAuthRuntime();
        if (step.kind === 'app-token') {
          // SPEC §4 case 5: the stored token is removed; the exchange returns a fresh session.
          removeStoredSession();
          const { user, secondaryToken } = await auth.decodeAppToken(step.appToken);
          if (secondaryToken) localStore.setItem(StorageKey.secondaryToken, secondaryToken);
          return user;
        }
        if (step.kind === 'query-token') {
          const session = decodeQueryToken(step.token);
          if (!session) throw new Error('The token in the address could not be read.');
          writeStoredSession(session);
        }
        const deviceInfo = collectDeviceInfo();
        dispatch(deviceInfoSet(deviceInfo));
        return auth.validateToken(deviceInfo);
      });
      return 'signed-in';
    } catch (error) {
      if (error instanceof ClinicianRefusedError) return 'refused';
      // SPEC §8 token validation failure: auth cleared, loading ended, logged only.
      console.info('Start-up authentication failed', error);
      dispatch(authCleared());
      return 'failed';
    }
  };
}
