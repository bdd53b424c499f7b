import { describe, expect, it } from 'vitest';
import {
  fingerprintOf,
  placeOf,
  routeOf,
  scrubPersonalData,
  scrubUrl,
  topFrameOf,
} from './error-fingerprint';

describe('scrubPersonalData', () => {
  it.each([
    ['No account for Meera.Iyer+work@example.co.in', 'No account for [email]'],
    [
      'Bad token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl in header',
      'Bad token [token] in header',
    ],
    ['retry with access_token=abc123&x=1', 'retry with access_token=[redacted]&x=1'],
    ['{"password":"hunter2!"}', '{"password":"[redacted]"}'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [token]'],
    ['booking 0b9f6c0e-1d2a-4e5f-9a8b-7c6d5e4f3a2b not found', 'booking [id] not found'],
    ['SMS to +91 98765 43210 failed', 'SMS to [number] failed'],
    ['TypeError: x is undefined', 'TypeError: x is undefined'],
    ['Request failed: 500 GET /api/bookings', 'Request failed: 500 GET /api/bookings'],
  ])('%s → %s', (input, expected) => {
    expect(scrubPersonalData(input)).toBe(expected);
  });

  it('removes token parameters and emails from addresses', () => {
    expect(scrubUrl('https://k.example/profile/meera@example.com/?app_token=s&tab=2')).toBe(
      'https://k.example/profile/[email]/?tab=2',
    );
  });
});

describe('grouping', () => {
  const chromeStack =
    'TypeError: x is undefined\n    at Home (https://k.example/assets/home-Ab12.js?v=3:10:3)\n    at App (app.js:1:1)';

  it('takes the first frame of V8 and Firefox stacks, without query strings', () => {
    expect(topFrameOf(chromeStack)).toBe('at Home (https://k.example/assets/home-Ab12.js:10:3)');
    expect(topFrameOf('Home@https://k.example/home.js:10:3\nApp@app.js:1:1')).toBe(
      'Home@https://k.example/home.js:10:3',
    );
    expect(topFrameOf('Error: no frames here')).toBeNull();
    expect(topFrameOf(undefined)).toBeNull();
  });

  it('names a stackless report by its route, ids as :id', () => {
    expect(routeOf('https://k.example/bookings/1234/pay/?step=2')).toBe('/bookings/:id/pay/');
    expect(routeOf('https://k.example/profile/[email]/')).toBe('/profile/:id/');
    expect(routeOf(null)).toBe('(no page)');
    expect(placeOf(null, 'https://k.example/bookings/9/')).toBe('route /bookings/:id/');
    expect(placeOf(chromeStack, 'https://k.example/')).toContain('at Home');
  });

  it('gives one fingerprint to one fault and another to a different message or place', () => {
    const a = fingerprintOf('TypeError: x is undefined', 'at Home (home.js:10:3)');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintOf('TypeError: x is undefined', 'at Home (home.js:10:3)')).toBe(a);
    expect(fingerprintOf('TypeError: y is undefined', 'at Home (home.js:10:3)')).not.toBe(a);
    expect(fingerprintOf('TypeError: x is undefined', 'at Away (away.js:1:1)')).not.toBe(a);
  });
});
