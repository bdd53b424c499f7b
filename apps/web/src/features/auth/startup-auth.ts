import { ACCESS_TOKEN_HEADER, CLIENT_HEADER, EXPIRY_HEADER, UID_HEADER } from '@kaizen/contracts';
import { collectDeviceInfo } from '../../lib/device/device-info';
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
import { authenticate, codeLogIn } from './login';
import { authCleared, authLoadingFinished, authLoadingStarted, deviceInfoSet } from './slice';
import type { AuthThunk } from './thunk';

/** SPEC §4 "Auth loading at start": which case applies. */
type StartupAuthCase =
  | { kind: 'user-present' }
  | { kind: 'code'; code: string }
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
  if (input.params.code) return { kind: 'code', code: input.params.code };
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
      [ACCESS_TOKEN_HEADER]: text(ACCESS_TOKEN_HEADER),
      [CLIENT_HEADER]: text(CLIENT_HEADER),
      [UID_HEADER]: text(UID_HEADER),
      [EXPIRY_HEADER]: text(EXPIRY_HEADER),
    };
    return session[ACCESS_TOKEN_HEADER] && session.client && session.uid ? session : null;
  } catch {
    return null;
  }
}

/** 'code-failed': the code did not sign in and nothing else could; the caller goes on (SPEC §4). */
type StartupAuthOutcome =
  StartupAuthCase['kind'] | 'signed-in' | 'failed' | 'refused' | 'code-failed';

/**
 * SPEC §4 case 2 "on failure redirect to login, or use auth_token, or the CRNID flow": an
 * auth_token (the session headers, as `token`) is tried here; a CRNID is the CRNID flow's (it
 * runs once start-up auth ends, app/start-up/crnid-flow.ts); otherwise the caller sends the
 * visitor to log in.
 */
function afterFailedCode(params: StartParams): { kind: 'query-token'; token: string } | null {
  if (params.CRNID || !params.auth_token) return null;
  return { kind: 'query-token', token: params.auth_token };
}

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
    let current = step;
    if (current.kind === 'code') {
      try {
        await dispatch(codeLogIn(current.code));
        return 'signed-in';
      } catch (error) {
        if (error instanceof ClinicianRefusedError) return 'refused';
        console.info('Code login failed', error);
        const next = afterFailedCode(params);
        if (!next) {
          dispatch(authCleared());
          return 'code-failed';
        }
        current = next;
      }
    }
    const remaining = current;
    try {
      await authenticate(dispatch, async () => {
        const auth = await loadAuthRuntime();
        if (remaining.kind === 'app-token') {
          // SPEC §4 case 5: the stored token is removed; the exchange returns a fresh session.
          removeStoredSession();
          const { user, secondaryToken } = await auth.decodeAppToken(remaining.appToken);
          if (secondaryToken) localStore.setItem(StorageKey.secondaryToken, secondaryToken);
          return user;
        }
        if (remaining.kind === 'query-token') {
          const session = decodeQueryToken(remaining.token);
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
