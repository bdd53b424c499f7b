import { describe, expect, it, vi } from 'vitest';
import { RequestError } from './request-error';
import {
  createSessionExpiryHandler,
  isSessionExpiryExemptPage,
  sessionExpiredHandler,
  sessionExpiredRedirectTarget,
  setSessionExpiredHandler,
  THERAPY_PSYCHIATRY_PATH,
  whileEndingSession,
  type SessionExpiryEffects,
} from './session-expiry';

const error = new RequestError({ kind: 'http', status: 401, messages: ['no'] });

function effects(pathname: string, native = false) {
  return {
    pathname: () => pathname,
    insideNativeWrapper: () => native,
    closeWebView: vi.fn(),
    clearLocalStorage: vi.fn(),
    redirect: vi.fn(),
    report: vi.fn(),
  } satisfies SessionExpiryEffects;
}

describe('SPEC §4 session expiry', () => {
  it.each(['/auth/log-in/', '/auth/sign-up', '/therapy/booking/step', '/auth/set-password/'])(
    'only removes the token on %s',
    (pathname) => {
      expect(isSessionExpiryExemptPage(pathname)).toBe(true);
      const fx = effects(pathname);
      createSessionExpiryHandler(fx)(error);
      expect(fx.clearLocalStorage).not.toHaveBeenCalled();
      expect(fx.redirect).not.toHaveBeenCalled();
      expect(fx.report).toHaveBeenCalledWith(error);
    },
  );

  it.each([
    ['/', THERAPY_PSYCHIATRY_PATH],
    ['/therapy-psychiatry/experts', THERAPY_PSYCHIATRY_PATH],
    ['/psychiatry/plans', THERAPY_PSYCHIATRY_PATH],
    ['/user', '/'],
    ['/org/dashboard', '/'],
  ])('from %s clears local storage and goes to %s', (pathname, target) => {
    expect(sessionExpiredRedirectTarget(pathname)).toBe(target);
    const fx = effects(pathname);
    createSessionExpiryHandler(fx)(error);
    expect(fx.clearLocalStorage).toHaveBeenCalledOnce();
    expect(fx.redirect).toHaveBeenCalledWith(target);
    expect(fx.report).toHaveBeenCalledWith(error);
  });

  it('inside a native wrapper closes the web view instead', () => {
    const fx = effects('/user', true);
    createSessionExpiryHandler(fx)(error);
    expect(fx.closeWebView).toHaveBeenCalledOnce();
    expect(fx.clearLocalStorage).not.toHaveBeenCalled();
    expect(fx.redirect).not.toHaveBeenCalled();
    expect(fx.report).toHaveBeenCalledWith(error);
  });
});

describe('a logout in progress', () => {
  it('silences the expiry handler until it has finished, even when it fails', async () => {
    const handler = vi.fn();
    setSessionExpiredHandler(handler);
    let duringLogout: unknown = 'not called';
    await whileEndingSession(async () => {
      duringLogout = sessionExpiredHandler();
    });
    expect(duringLogout).toBeUndefined();
    expect(sessionExpiredHandler()).toBe(handler);

    await expect(
      whileEndingSession(() => Promise.reject(new Error('network down'))),
    ).rejects.toThrow('network down');
    expect(sessionExpiredHandler()).toBe(handler);
    setSessionExpiredHandler(undefined);
  });
});
