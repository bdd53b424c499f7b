import { CLINICIAN_REFUSED_MESSAGE } from '@kaizen/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/http/request-error';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { ClinicianRefusedError } from './clinician';
import { CLINICIAN_TOAST_ID, logIn, showPendingClinicianToast } from './login';
import { aUser, createAuthStore } from './test-support';

const runtime = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn() }));
vi.mock('./load-runtime', () => ({ loadAuthRuntime: () => Promise.resolve(runtime) }));
const toast = vi.hoisted(() => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/toast', () => toast);
vi.mock('../../lib/navigation', () => ({ navigateTo: vi.fn() }));

describe('SPEC §4 login', () => {
  beforeEach(() => vi.clearAllMocks());

  it('stores the user, the login status and the customer id', async () => {
    runtime.signIn.mockResolvedValue(aUser({ id: 42 }));
    const store = createAuthStore();
    const user = await store.dispatch(
      logIn({ login: 'asha@example.com', password: 'secret-pass' }),
    );
    expect(user.id).toBe(42);
    expect(store.getState().auth).toMatchObject({
      user: { id: 42 },
      firebaseUser: { uid: 'fb-7', token: 'fbtoken' },
      loading: false,
    });
    expect(localStore.getItem(StorageKey.loginStatus)).toBe('true');
    expect(localStore.getItem(StorageKey.customerId)).toBe('42');
  });

  it('passes other failures to the form untouched', async () => {
    const failure = new RequestError({ kind: 'http', status: 401, messages: ['Invalid login'] });
    runtime.signIn.mockRejectedValue(failure);
    const store = createAuthStore();
    await expect(store.dispatch(logIn({ login: 'a@b.co', password: 'x' }))).rejects.toBe(failure);
    expect(toast.notify.error).not.toHaveBeenCalled();
  });

  it('refuses a clinician: the clinician toast, then logout', async () => {
    runtime.signIn.mockRejectedValue(new ClinicianRefusedError(CLINICIAN_REFUSED_MESSAGE));
    const store = createAuthStore();
    await expect(
      store.dispatch(logIn({ login: 'therapist@kaizen.health', password: 'x' })),
    ).rejects.toBeInstanceOf(ClinicianRefusedError);
    expect(toast.notify.error).toHaveBeenCalledWith(CLINICIAN_REFUSED_MESSAGE, CLINICIAN_TOAST_ID);
    expect(localStore.getItem(StorageKey.customerId)).toBeNull();
    // Kept through the logout's clearing so that a reloaded login page can still show it.
    expect(localStore.getItem(StorageKey.clinicianToast)).toBe(CLINICIAN_REFUSED_MESSAGE);
    showPendingClinicianToast();
    expect(localStore.getItem(StorageKey.clinicianToast)).toBeNull();
    expect(toast.notify.error).toHaveBeenCalledTimes(2);
  });
});
