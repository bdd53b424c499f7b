import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userReceived } from '../../features/auth/slice';
import { RequestError } from '../../lib/http/request-error';
import { sessionExpiredHandler } from '../../lib/http/session-expiry';
import { readStoredSession, writeStoredSession } from '../../lib/http/stored-session';
import { setNavigator } from '../../lib/navigation';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { aUser } from '../../test/fixtures';
import type { AppHistory } from '../../lib/routing/app-history';
import { createStore } from '../store';
import { startAuth, wireSession } from './session';

const runtime = vi.hoisted(() => ({ signOut: vi.fn(), validateToken: vi.fn() }));
vi.mock('../../features/auth/load-runtime', () => ({
  loadAuthRuntime: () => Promise.resolve(runtime),
}));
const telemetry = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock('../../lib/telemetry', () => telemetry);

/** The parts of the history the start-up code uses; navigateTo goes to it too, as in start.tsx. */
function fakeRouter(pathname: string, search = '') {
  let location = { pathname, search, hash: '' };
  const router = {
    location: () => location,
    navigate: vi.fn((to: string | { pathname: string; search: string }, _options?: object) => {
      if (typeof to === 'string') location = { pathname: to, search: '', hash: '' };
      else location = { ...location, ...to };
    }),
  };
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}
const asRouter = (router: ReturnType<typeof fakeRouter>) => router as unknown as AppHistory;
const session = { 'access-token': 't', client: 'c', uid: 'u', expiry: '1' };

describe('start-up (SPEC §4)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('runs logout first when a logoutUser item exists', async () => {
    writeStoredSession(session);
    localStore.setItem(StorageKey.logoutUser, 'yes');
    const router = fakeRouter('/');
    const { store } = createStore();
    await startAuth(store, asRouter(router), {});
    expect(runtime.signOut).toHaveBeenCalledOnce();
    expect(localStore.getItem(StorageKey.logoutUser)).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(runtime.validateToken).not.toHaveBeenCalled();
    expect(store.getState().auth.loading).toBe(false);
    expect(store.getState().appConfig.appLoaded).toBe(true);
  });

  it('removes app_token (and a session token) from the address once handled', async () => {
    const router = fakeRouter('/', '?app_token=abc&sectionid=x');
    const { store } = createStore();
    await startAuth(store, asRouter(router), { jwt: 'j' });
    expect(router.navigate).toHaveBeenCalledWith(
      { pathname: '/', search: '?sectionid=x', hash: '' },
      { replace: true },
    );
  });
});

describe('session expiry wiring (SPEC §4)', () => {
  const expired = new RequestError({ kind: 'http', status: 401, messages: ['no'], url: 'x' });

  it('clears local storage, resets the state and goes home from a non-therapy page', async () => {
    const router = fakeRouter('/user');
    const { store } = createStore();
    store.dispatch(userReceived(aUser()));
    wireSession(store, asRouter(router));
    localStore.setItem('anything', '1');
    sessionExpiredHandler()?.(expired);
    await vi.waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(router.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(localStore.getItem('anything')).toBeNull();
    expect(telemetry.reportError).toHaveBeenCalledWith({
      message: expect.stringContaining('HTTP 401'),
    });
  });

  it('from the root the target is the /therapy-psychiatry/ directory (SPEC §4)', async () => {
    const router = fakeRouter('/');
    const { store } = createStore();
    wireSession(store, asRouter(router));
    sessionExpiredHandler()?.(expired);
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith('/therapy-psychiatry/', { replace: true }),
    );
  });

  it('on the log-in page only the token goes', () => {
    const router = fakeRouter('/auth/log-in/');
    const { store } = createStore();
    wireSession(store, asRouter(router));
    localStore.setItem('anything', '1');
    sessionExpiredHandler()?.(expired);
    expect(router.navigate).not.toHaveBeenCalled();
    expect(localStore.getItem('anything')).toBe('1');
  });
});
