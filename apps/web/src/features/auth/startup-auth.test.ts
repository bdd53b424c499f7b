import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, writeStoredSession } from '../../lib/http/stored-session';
import { RequestError } from '../../lib/http/request-error';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { ClinicianRefusedError } from './clinician';
import { decideStartupAuth, decodeQueryToken, runStartupAuth } from './startup-auth';
import { aUser, createAuthStore } from './test-support';

const runtime = vi.hoisted(() => ({
  codeSignIn: vi.fn(),
  validateToken: vi.fn(),
  decodeAppToken: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('./load-runtime', () => ({ loadAuthRuntime: () => Promise.resolve(runtime) }));
vi.mock('../../lib/toast', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const session = { 'access-token': 't', client: 'c', uid: 'u', expiry: '1' };
const encode = (value: object) => btoa(JSON.stringify(value));

describe('SPEC §4 start-up auth: which case', () => {
  const decide = (params: object, hasUser = false, hasStoredSession = false) =>
    decideStartupAuth({ hasUser, params, hasStoredSession }).kind;

  it('follows the order of the spec', () => {
    expect(decide({ jwt: 'j', token: 't' }, true, true)).toBe('user-present');
    expect(decide({ code: 'c', jwt: 'j', token: 't' }, false, true)).toBe('code');
    expect(decide({ jwt: 'j', token: 't', app_token: 'a' }, false, true)).toBe('jwt');
    expect(decide({ token: 't', app_token: 'a' }, false, true)).toBe('query-token');
    expect(decide({ app_token: 'a' }, false, true)).toBe('app-token');
    expect(decide({}, false, true)).toBe('stored-session');
    expect(decide({})).toBe('none');
  });

  it('decodes a query token holding the session headers', () => {
    expect(decodeQueryToken(encode(session))).toMatchObject(session);
    expect(decodeQueryToken(encode({ 'access-token': 't' }))).toBeNull();
    expect(decodeQueryToken('%%%')).toBeNull();
  });
});

describe('SPEC §4 start-up auth: running it', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('case 7: nothing to do ends loading', async () => {
    const store = createAuthStore();
    expect(store.getState().auth.loading).toBe(true);
    await expect(store.dispatch(runStartupAuth({}))).resolves.toBe('none');
    expect(store.getState().auth).toMatchObject({ loading: false, user: null });
    expect(runtime.validateToken).not.toHaveBeenCalled();
  });

  it('case 2: a code signs in with it, and nothing else is tried', async () => {
    runtime.codeSignIn.mockResolvedValue(aUser());
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({ code: 'one-time' }))).resolves.toBe('signed-in');
    expect(runtime.codeSignIn).toHaveBeenCalledWith('one-time');
    expect(runtime.validateToken).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ loading: false, user: aUser() });
  });

  it('case 2: a failed code uses auth_token next (SPEC order), else reports it failed', async () => {
    runtime.codeSignIn.mockRejectedValue(
      new RequestError({ kind: 'http', status: 401, messages: [] }),
    );
    runtime.validateToken.mockResolvedValue(aUser());
    const store = createAuthStore();
    const withAuthToken = { code: 'spent', auth_token: encode(session) };
    await expect(store.dispatch(runStartupAuth(withAuthToken))).resolves.toBe('signed-in');
    expect(readStoredSession()).toMatchObject(session);

    const alone = createAuthStore();
    await expect(alone.dispatch(runStartupAuth({ code: 'spent' }))).resolves.toBe('code-failed');
    expect(alone.getState().auth).toMatchObject({ loading: false, user: null });
    // With a CRNID the CRNID flow takes over: the auth_token is not the next step then.
    const crnid = createAuthStore();
    await expect(
      crnid.dispatch(runStartupAuth({ ...withAuthToken, CRNID: '4000123456' })),
    ).resolves.toBe('code-failed');
  });

  it('case 3: a jwt in the query ends loading', async () => {
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({ jwt: 'x' }))).resolves.toBe('jwt');
    expect(store.getState().auth.loading).toBe(false);
  });

  it('case 6: a stored token is validated with the device info', async () => {
    writeStoredSession(session);
    runtime.validateToken.mockResolvedValue(aUser());
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({}))).resolves.toBe('signed-in');
    expect(runtime.validateToken).toHaveBeenCalledWith(
      expect.objectContaining({
        device_type: expect.any(String),
        logged_in_location: { country: 'India' },
      }),
    );
    expect(store.getState().auth).toMatchObject({ loading: false, user: { id: 7 } });
    expect(store.getState().auth.deviceInfo).not.toBeNull();
    expect(localStore.getItem(StorageKey.loginStatus)).toBe('true');
    expect(localStore.getItem(StorageKey.customerId)).toBe('7');
  });

  it('validation failure: loading false and auth state cleared, nothing shown', async () => {
    writeStoredSession(session);
    runtime.validateToken.mockRejectedValue(
      new RequestError({ kind: 'http', status: 401, messages: ['no'] }),
    );
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({}))).resolves.toBe('failed');
    expect(store.getState().auth).toMatchObject({ loading: false, user: null, firebaseUser: null });
  });

  it('case 4: a token in the query is decoded, stored, then validated', async () => {
    runtime.validateToken.mockImplementation(async () => {
      expect(readStoredSession()).toMatchObject(session);
      return aUser();
    });
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({ token: encode(session) }))).resolves.toBe(
      'signed-in',
    );
    expect(runtime.validateToken).toHaveBeenCalledOnce();
  });

  it('case 4: an unreadable token fails without a call', async () => {
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({ token: 'garbage' }))).resolves.toBe('failed');
    expect(runtime.validateToken).not.toHaveBeenCalled();
  });

  it('case 5: an app token removes the stored token and keeps the secondary token', async () => {
    writeStoredSession({ ...session, 'access-token': 'stale' });
    runtime.decodeAppToken.mockImplementation(async () => {
      expect(readStoredSession()).toBeNull();
      return { user: aUser(), secondaryToken: 'second' };
    });
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({ app_token: 'app' }))).resolves.toBe('signed-in');
    expect(runtime.decodeAppToken).toHaveBeenCalledWith('app');
    expect(localStore.getItem(StorageKey.secondaryToken)).toBe('second');
    expect(store.getState().auth.user?.id).toBe(7);
  });

  it('a clinician session is refused: toast kept for the login page, logged out', async () => {
    writeStoredSession(session);
    runtime.validateToken.mockRejectedValue(
      new ClinicianRefusedError('Clinicians use the other app'),
    );
    const store = createAuthStore();
    await expect(store.dispatch(runStartupAuth({}))).resolves.toBe('refused');
    expect(runtime.signOut).toHaveBeenCalledWith(false);
    expect(localStore.getItem(StorageKey.clinicianToast)).toBe('Clinicians use the other app');
    expect(localStore.getItem(StorageKey.customerId)).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });
});
