import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, writeStoredSession } from '../../lib/http/stored-session';
import { localStore, sessionStore } from '../../lib/storage';
import { LOGOUT_PRESERVED_KEYS, StorageKey } from '../../lib/storage-keys';
import { clearLocalSession, logout, logoutFollowingOtherTab, watchCrossTabLogout } from './logout';
import { userReceived } from './slice';
import { aUser, createAuthStore } from './test-support';

const runtime = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('./load-runtime', () => ({ loadAuthRuntime: () => Promise.resolve(runtime) }));
const navigation = vi.hoisted(() => ({ navigateTo: vi.fn() }));
vi.mock('../../lib/navigation', () => navigation);

function fillStorage() {
  for (const key of LOGOUT_PRESERVED_KEYS) localStore.setItem(key, `kept-${key}`);
  localStore.setItem('kaizen', '{"appConfig":"{}"}');
  localStore.setItem(StorageKey.customerId, '7');
  localStore.setItem(StorageKey.secondaryToken, 'second');
  sessionStore.setItem(StorageKey.isDisableEdit, 'true');
  sessionStore.setItem(StorageKey.deviceId, 'session-copy');
  writeStoredSession({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' });
}

describe('SPEC §4 logout', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps exactly the preserved keys and sets login status false on the way', () => {
    fillStorage();
    const seen: (string | null)[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    clearLocalSession();
    for (const call of setItem.mock.calls)
      if (call[0] === StorageKey.loginStatus) seen.push(call[1]);
    setItem.mockRestore();
    expect(seen).toEqual(['false']);
    expect(localStore.keys().sort()).toEqual([...LOGOUT_PRESERVED_KEYS].sort());
    expect(sessionStore.keys()).toEqual([StorageKey.deviceId]);
  });

  it('preserves the keys the spec names', () => {
    expect(LOGOUT_PRESERVED_KEYS).toEqual(
      expect.arrayContaining(['deviceId', 'isInOrganicUser', 'clinician_toast', 'ad_user_params']),
    );
    // SPEC §4's twelve, and the analytics consent choice (issue 15).
    expect(LOGOUT_PRESERVED_KEYS).toHaveLength(13);
    expect(LOGOUT_PRESERVED_KEYS).toContain('analytics_consent');
  });

  it('calls the logout endpoint, clears, resets the state and goes to login', async () => {
    fillStorage();
    const store = createAuthStore();
    store.dispatch(userReceived(aUser()));
    await store.dispatch(logout({ removeAll: true }));
    expect(runtime.signOut).toHaveBeenCalledWith(true);
    expect(readStoredSession()).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(navigation.navigateTo).toHaveBeenCalledWith('/auth/log-in/', { replace: true });
  });

  it('still logs out locally when the endpoint fails, and skips it without a session', async () => {
    const store = createAuthStore();
    await store.dispatch(logout());
    expect(runtime.signOut).not.toHaveBeenCalled();
    writeStoredSession({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' });
    runtime.signOut.mockRejectedValueOnce(new Error('offline'));
    await store.dispatch(logout());
    expect(readStoredSession()).toBeNull();
  });

  it("follows another tab's logout (loginstatus 'true' to 'false') without calling the server", async () => {
    const onLogout = vi.fn();
    const stop = watchCrossTabLogout(onLogout);
    const change = (
      oldValue: string | null,
      newValue: string | null,
      key: string = StorageKey.loginStatus,
    ) => window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    change('false', 'true');
    change('true', 'false', 'other');
    change('false', null);
    expect(onLogout).not.toHaveBeenCalled();
    change('true', 'false');
    expect(onLogout).toHaveBeenCalledOnce();
    stop();
    change('true', 'false');
    expect(onLogout).toHaveBeenCalledOnce();

    const store = createAuthStore();
    store.dispatch(userReceived(aUser()));
    sessionStore.setItem('something', 'x');
    await store.dispatch(logoutFollowingOtherTab());
    expect(store.getState().auth.user).toBeNull();
    expect(sessionStore.getItem('something')).toBeNull();
    expect(runtime.signOut).not.toHaveBeenCalled();
    expect(navigation.navigateTo).toHaveBeenCalledWith('/auth/log-in/', { replace: true });
  });
});
