import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_BAD_KEY_MESSAGE,
  REALTIME_BAD_PATH_MESSAGE,
  REALTIME_PATCH_OBJECT_MESSAGE,
  REALTIME_TOO_DEEP_MESSAGE,
  REALTIME_TOO_LARGE_MESSAGE,
  realtimePaths,
} from '@kaizen/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { createRealtimeUser, type RealtimeTestUser } from './test-support';

// Firebase-REST-like semantics of /api/realtime (SPEC §3, §7): PUT replaces, PATCH merges the
// given children, DELETE removes; paths and values are bounded (422).

describe('realtime writes', () => {
  let t: TestApp;
  let user: RealtimeTestUser;

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/realtime/${path}`,
      headers: {
        authorization: `Bearer ${user.fbToken}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const read = async (path: string) => (await call('GET', path)).json();
  const experiments = () => `experiments/${user.firebaseid}`;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createRealtimeUser(t.app);
  });
  afterAll(() => t.app.close());

  it('stores experiment variants per SPEC §4: a value, or false for a failure', async () => {
    const homepage = realtimePaths.experiment(user.firebaseid, 'homepage_variant');
    const failed = realtimePaths.experiment(user.firebaseid, 'pricing_test');
    expect((await call('PUT', homepage, 'variant_b')).json()).toBe('variant_b');
    expect((await call('PUT', failed, false)).statusCode).toBe(200);
    expect(await read(experiments())).toEqual({
      homepage_variant: 'variant_b',
      pricing_test: false,
    });
  });

  it('PUT replaces the whole value at the path, and PUT null removes it', async () => {
    const path = realtimePaths.croExperiment(user.firebaseid, 'cta');
    await call('PUT', path, { variant: 'a', seen: 1 });
    await call('PUT', path, { variant: 'b' });
    expect(await read(path)).toEqual({ variant: 'b' });
    expect((await call('PUT', path, null)).statusCode).toBe(200);
    expect(await read(path)).toBeNull();
  });

  it('PATCH merges children, removes null ones, and takes relative paths as keys', async () => {
    const path = realtimePaths.appConfig(user.id);
    await call('PUT', path, { moengage_web_timestamp: 1, theme: 'light', nested: { a: 1, b: 2 } });
    const patch = { moengage_web_timestamp: 2, theme: null, 'nested/b': 3, added: true };
    const res = await call('PATCH', path, patch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(patch);
    expect(await read(path)).toEqual({
      moengage_web_timestamp: 2,
      nested: { a: 1, b: 3 },
      added: true,
    });
    expect(await read(realtimePaths.appConfig(user.id, 'moengage_web_timestamp'))).toBe(2);
  });

  it('DELETE removes the value and the parents it leaves empty, and answers null', async () => {
    const path = realtimePaths.attribution(user.firebaseid);
    await call('PUT', `${path}/utm_data/utm_source`, 'newsletter');
    const res = await call('DELETE', `${path}/utm_data/utm_source`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
    expect(await read(path)).toBeNull();
    expect((await call('DELETE', `${path}/never/there`)).statusCode).toBe(200);
  });

  it('accepts a Firebase-style .json suffix on the path', async () => {
    const path = realtimePaths.experiment(user.firebaseid, 'suffix_test');
    await call('PUT', `${path}.json`, 'on');
    expect(await read(path)).toBe('on');
  });

  it.each([
    ['a segment with a dot', `${'experiments/{f}'}/a.b/c`],
    ['a segment with a space', 'experiments/{f}/a%20b'],
    ['a __proto__ segment', 'experiments/{f}/__proto__'],
    ['more than 10 segments', 'experiments/{f}/1/2/3/4/5/6/7/8/9'],
  ])('answers 422 for %s', async (_label, template) => {
    const res = await call('PUT', template.replace('{f}', user.firebaseid), 1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [REALTIME_BAD_PATH_MESSAGE] });
  });

  it('answers 422 for values that are too large, too deep or have unaddressable keys', async () => {
    const path = realtimePaths.experiment(user.firebaseid, 'limits');
    const cases: [unknown, string][] = [
      ['x'.repeat(64 * 1024), REALTIME_TOO_LARGE_MESSAGE],
      [{ 'bad key': 1 }, REALTIME_BAD_KEY_MESSAGE],
      [{ list: [{ 'a.b': 1 }] }, REALTIME_BAD_KEY_MESSAGE],
      [JSON.parse(`${'{"a":'.repeat(30)}1${'}'.repeat(30)}`), REALTIME_TOO_DEEP_MESSAGE],
    ];
    for (const [value, message] of cases) {
      const res = await call('PUT', path, value);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 422,
        body: { errors: [message], code: 'invalid_input' },
      });
    }
    expect(await read(path)).toBeNull();
  });

  it('refuses a body nested deeper than a validator’s stack with 422, not 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/realtime/${experiments()}/deep`,
      headers: { authorization: `Bearer ${user.fbToken}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [REALTIME_TOO_DEEP_MESSAGE] });
  });

  it('answers 422 for a PATCH that is not an object or has a bad relative path', async () => {
    const path = experiments();
    expect((await call('PATCH', path, ['a'])).json()).toMatchObject({
      errors: [REALTIME_PATCH_OBJECT_MESSAGE],
    });
    expect((await call('PATCH', path, { 'a//b': 1 })).json()).toMatchObject({
      errors: [REALTIME_BAD_PATH_MESSAGE],
    });
  });
});
