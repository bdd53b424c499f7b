import { describe, expect, it } from 'vitest';
import { shouldShowFullScreenLoader } from './full-screen-loader';
import { routeExists } from './router';

describe('SPEC §2 full-screen loader', () => {
  const base = { authLoading: false, crnid: undefined, pathname: '/', showCardDashboard: false };

  it('shows while auth is loading, on any page', () => {
    expect(
      shouldShowFullScreenLoader({ ...base, authLoading: true, pathname: '/auth/log-in/' }),
    ).toBe(true);
  });

  it('shows for CRNID with show_card_dashboard, except on auth pages', () => {
    expect(shouldShowFullScreenLoader({ ...base, crnid: '12', showCardDashboard: true })).toBe(
      true,
    );
    expect(
      shouldShowFullScreenLoader({
        ...base,
        crnid: '12',
        showCardDashboard: true,
        pathname: '/auth/log-in/',
      }),
    ).toBe(false);
    expect(shouldShowFullScreenLoader({ ...base, crnid: '12' })).toBe(false);
    expect(shouldShowFullScreenLoader({ ...base, showCardDashboard: true })).toBe(false);
  });
});

describe('routes', () => {
  it('knows which screens exist (session-expiry targets fall back when they do not)', () => {
    expect(routeExists('/')).toBe(true);
    expect(routeExists('/user')).toBe(true);
    expect(routeExists('/auth/log-in/')).toBe(true);
    expect(routeExists('/org/dashboard')).toBe(true);
    expect(routeExists('/therapy-psychiatry/')).toBe(true);
    expect(routeExists('/therapy-psychiatry/experts')).toBe(true);
    expect(routeExists('/no/such/page')).toBe(false);
  });
});
