import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_UNAUTHORIZED_MESSAGE, realtimePaths } from '@kaizen/contracts';
import { signToken } from '../../lib/signed-tokens';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../test/app';
import { createRealtimeUser, type RealtimeTestUser } from './test-support';

// SPEC §7 "Realtime database": a user reads and writes only under their own ids; anything else
// answers 404 (never 403), and a missing, invalid or expired fb_token answers 401.

describe('realtime access rules', () => {
  let t: TestApp;
  let alice: RealtimeTestUser;
  let bob: RealtimeTestUser;

  type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/realtime/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  const attribution = {
    utm_data: { utm_medium: 'cpc', utm_source: 'google' },
    timestamp: 1760000000000,
    is_consumed: false,
    added_by: 'WEB',
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createRealtimeUser(t.app);
    bob = await createRealtimeUser(t.app);
    const stored = await call(
      'PUT',
      realtimePaths.attribution(bob.firebaseid),
      bob.fbToken,
      attribution,
    );
    expect(stored.statusCode).toBe(200);
  });
  afterAll(() => t.app.close());

  it('round-trips a user’s own attribution record, with the token as ?auth= too', async () => {
    const path = realtimePaths.attribution(alice.firebaseid);
    const put = await call('PUT', path, alice.fbToken, attribution);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(attribution);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/realtime/${path}?auth=${alice.fbToken}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(attribution);
  });

  it('reads null for a path of one’s own that holds nothing', async () => {
    const read = await call(
      'GET',
      realtimePaths.experiment(alice.firebaseid, 'never_set'),
      alice.fbToken,
    );
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('null');
  });

  it('answers 404 to every method on another user’s subtree, and leaves it unchanged', async () => {
    const bobsPaths = [
      realtimePaths.attribution(bob.firebaseid),
      realtimePaths.experiment(bob.firebaseid, 'homepage'),
      realtimePaths.croExperiment(bob.firebaseid, 'homepage'),
      realtimePaths.appConfig(bob.id, 'moengage_web_timestamp'),
    ];
    for (const path of bobsPaths) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const payload = method === 'PUT' || method === 'PATCH' ? { hijacked: true } : undefined;
        const res = await call(method, path, alice.fbToken, payload);
        expect({ path, method, status: res.statusCode }).toEqual({ path, method, status: 404 });
        expect(res.json()).toMatchObject({ errors: [expect.any(String)] });
      }
    }
    const bobsRecord = await call('GET', realtimePaths.attribution(bob.firebaseid), bob.fbToken);
    expect(bobsRecord.json()).toEqual(attribution);
  });

  it.each([
    ['a top-level key', 'attribution'],
    ['the whole experiments tree', 'croexperiments'],
    ['a key outside the spec', 'settings/x'],
    ['a user record outside appConfig', 'users/{id}/gaid'],
    ['a whole user record', 'users/{id}'],
    ['a firebaseid in the users tree', 'users/{firebaseid}/appConfig'],
  ])('answers 404 for %s', async (_label, template) => {
    const path = template
      .replace('{id}', String(alice.id))
      .replace('{firebaseid}', alice.firebaseid);
    expect((await call('GET', path, alice.fbToken)).statusCode).toBe(404);
  });

  it('answers 401 without a token, with a bad one, and with one made for another purpose', async () => {
    const path = realtimePaths.attribution(alice.firebaseid);
    const forApps = await signToken(
      TEST_AUTH_SECRET,
      'app',
      { sub: alice.firebaseid, uid: alice.id },
      60,
      t.clock.now(),
    );
    const wrongKey = await signToken(
      'another-secret-that-is-long-enough-to-sign',
      'realtime',
      { sub: alice.firebaseid, uid: alice.id },
      60,
      t.clock.now(),
    );
    for (const token of [null, 'not-a-token', forApps, wrongKey]) {
      const res = await call('GET', path, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errors: [REALTIME_UNAUTHORIZED_MESSAGE] });
    }
  });

  it('answers 401 once the fb_token has expired', async () => {
    const shortLived = await createRealtimeUser(t.app, 60);
    const path = realtimePaths.attribution(shortLived.firebaseid);
    expect((await call('GET', path, shortLived.fbToken)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await call('PUT', path, shortLived.fbToken, attribution)).statusCode).toBe(401);
  });
});
