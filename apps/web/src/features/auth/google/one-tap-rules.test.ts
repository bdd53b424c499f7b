import { describe, expect, it } from 'vitest';
import { oneTapAllowed } from './one-tap-rules';

const page = (pathname: string, search = '', signedIn = false) => ({ pathname, search, signedIn });

describe('oneTapAllowed (SPEC §2 exclusions)', () => {
  it('offers one-tap to a signed-out visitor on an ordinary page', () => {
    expect(oneTapAllowed(page('/'))).toBe(true);
    expect(oneTapAllowed(page('/therapy-psychiatry/', '?disableGoogleOneTapLogin=false'))).toBe(
      true,
    );
  });

  it('never while a user is logged in', () => {
    expect(oneTapAllowed(page('/', '', true))).toBe(false);
  });

  it.each([
    '/auth/log-in/',
    '/auth/sign-up',
    '/therapy/booking/abc',
    '/booking',
    '/kotak-life-insurance',
    '/kotak-life-insurance-prod/plans',
  ])('never on a path containing auth, booking or a kotak path: %s', (pathname) => {
    expect(oneTapAllowed(page(pathname))).toBe(false);
  });

  it('never with disableGoogleOneTapLogin=true, nor in the therapy-for-life flow', () => {
    expect(oneTapAllowed(page('/', '?disableGoogleOneTapLogin=true'))).toBe(false);
    expect(oneTapAllowed(page('/therapy-for-life/start'))).toBe(false);
  });
});
