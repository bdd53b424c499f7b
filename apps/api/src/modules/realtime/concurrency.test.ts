import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePaths } from '@kaizen/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { createRealtimeUser, type RealtimeTestUser } from './test-support';

// Concurrent writes to one user's document must not lose each other's keys: each write locks the
// document row. PGlite runs one transaction at a time, so this test means most on the PostgreSQL
// server (TEST_DATABASE_URL), where the writes really overlap.

describe('realtime writes under concurrency', () => {
  let t: TestApp;
  let user: RealtimeTestUser;
  const burst = 40;

  const send = (method: 'PATCH' | 'PUT' | 'GET', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/realtime/${path}`,
      headers: {
        authorization: `Bearer ${user.fbToken}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    user = await createRealtimeUser(t.app);
  });
  afterAll(() => t.app.close());

  it('keeps every key of a parallel burst of PATCHes, starting from no document', async () => {
    const path = realtimePaths.appConfig(user.id);
    const keys = Array.from({ length: burst }, (_, i) => `key_${i}`);
    const results = await Promise.all(keys.map((key, i) => send('PATCH', path, { [key]: i })));
    expect(results.map((res) => res.statusCode)).toEqual(keys.map(() => 200));
    const stored = (await send('GET', path)).json();
    expect(stored).toEqual(Object.fromEntries(keys.map((key, i) => [key, i])));
  });

  it('keeps every sibling of a parallel burst of PUTs on sub-paths', async () => {
    const names = Array.from({ length: burst }, (_, i) => `experiment_${i}`);
    const results = await Promise.all(
      names.map((name) => send('PUT', realtimePaths.experiment(user.firebaseid, name), 'on')),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const stored = (await send('GET', `experiments/${user.firebaseid}`)).json();
    expect(Object.keys(stored).sort()).toEqual([...names].sort());
  });
});
