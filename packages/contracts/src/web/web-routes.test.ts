import { describe, expect, it } from 'vitest';
import { isWebAppRoute } from './web-routes';

describe('isWebAppRoute', () => {
  it('knows the screens, with or without a trailing slash, query or case', () => {
    for (const path of [
      '/',
      '',
      '/auth/log-in/',
      '/auth/log-in?redirectPath=/user',
      '/Auth/Sign-Up',
      '/therapy-psychiatry/experts/0b6f4a1e-7f2e-4d5b-9a51-3c1f0e2d4b6a',
      '/therapy-psychiatry/match/therapist/results/',
      '/therapy-psychiatry/booking/abc?step=3',
    ]) {
      expect(isWebAppRoute(path), path).toBe(true);
    }
  });

  it('refuses addresses no screen exists for', () => {
    for (const path of [
      '/no-such-page',
      '/auth',
      '/therapy-psychiatry/experts/a/b',
      '/therapy-psychiatry/match',
      '/user/settings',
      '/%E0%A4%A',
    ]) {
      expect(isWebAppRoute(path), path).toBe(false);
    }
  });
});
