import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { ManualClock } from '../../../lib/clock';
import { testConfig } from '../../../test/app';
import { sessionFrom, signIn, signUp, validateToken, type ClientSession } from '../../../test/auth';
import { createSessionLookupCache } from './session-cache';
import { sha256Hex } from '../secure-tokens';

// The session lookup cache (issue 14): every API instance keeps its own copies, and a change made
// through any instance must be refused or seen by every other one on the very next request. Two
// app instances share one database: on PostgreSQL (TEST_DATABASE_URL) each has its own
// connection pool, as two servers would; on the embedded database they share the one handle a
// process can have.

describe('session lookup cache across two API instances', () => {
  const clock = new ManualClock(new Date());
  let shared: DatabaseHandle | undefined;
  let first: App;
  let second: App;

  beforeAll(async () => {
    const config = testConfig({ AUTH_RATE_LIMIT_MAX: '1000' });
    if (!config.DATABASE_URL) {
      shared = openDatabase(config);
      await shared.migrate();
    }
    first = await buildApp(config, { clock, ...(shared ? { database: shared } : {}) });
    second = await buildApp(config, { clock, ...(shared ? { database: shared } : {}) });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await shared?.close();
  });

  /** A signed-up user whose session both instances have looked up (and so cached). */
  async function cachedOnBoth(): Promise<{ email: string; session: ClientSession }> {
    const user = await signUp(first);
    expect((await validateToken(second, user.session)).statusCode).toBe(200);
    expect((await validateToken(first, user.session)).statusCode).toBe(200);
    expect((await validateToken(second, user.session)).statusCode).toBe(200);
    return user;
  }

  it('a sign-out on one instance is refused by the other at once', async () => {
    const { session } = await cachedOnBoth();
    const signOut = await first.inject({
      method: 'DELETE',
      url: '/api/authenticate/sign_out',
      headers: session,
    });
    expect(signOut.statusCode).toBe(200);
    expect((await validateToken(second, session)).statusCode).toBe(401);
  });

  it('remove_all on one instance logs the other devices out on the other instance at once', async () => {
    const { email, session } = await cachedOnBoth();
    const other = sessionFrom(await signIn(second, email));
    expect((await validateToken(second, other)).statusCode).toBe(200);
    const signOut = await first.inject({
      method: 'DELETE',
      url: '/api/authenticate/sign_out?remove_all=true',
      headers: session,
    });
    expect(signOut.statusCode).toBe(200);
    const refused = await validateToken(second, other);
    expect(refused.statusCode).toBe(403);
  });

  it("a change of the user's row is answered by the other instance at once", async () => {
    const { email, session } = await cachedOnBoth();
    await first.db.execute(sql`update users set firstname = 'Renamed' where email = ${email}`);
    const validated = await validateToken(second, session);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().data.firstname).toBe('Renamed');
  });

  it('a token rotated by one instance: both keep the old one until the new one is used on either', async () => {
    const { session } = await cachedOnBoth();
    clock.advance(6_000);
    const rotated = await validateToken(first, session);
    expect(rotated.statusCode).toBe(200);
    const next = sessionFrom(rotated);
    expect(next['access-token']).not.toBe(session['access-token']);
    // The new token's response may have been lost: the old one still works on the other instance.
    clock.advance(1_000);
    expect((await validateToken(first, session)).statusCode).toBe(200);
    expect((await validateToken(second, session)).statusCode).toBe(200);
    expect((await validateToken(second, next)).statusCode).toBe(200);
    clock.advance(6_000);
    // Retired through the second instance, refused by the first (which cached the old token).
    expect((await validateToken(first, session)).statusCode).toBe(401);
    expect((await validateToken(second, session)).statusCode).toBe(401);
    expect((await validateToken(first, next)).statusCode).toBe(200);
  });

  it('a copy is used only while the revision holds, and only for its own client id', async () => {
    const { session } = await cachedOnBoth();
    const cache = createSessionLookupCache(first.db, { ttlMs: 60_000, capacity: 10 });
    const hash = sha256Hex(session['access-token']);
    const now = clock.now();
    const looked = await cache.find(session.client, hash, now);
    expect(looked.fresh).toBe(true);
    if (!looked.row) throw new Error('the session was not found');
    cache.remember(hash, session.client, looked.row, now);

    const again = await cache.find(session.client, hash, now);
    expect(again).toEqual({ row: looked.row, fresh: false });
    // Another client id presenting the same token is looked up in full (and finds nothing).
    expect(await cache.find('another-client', hash, now)).toEqual({
      row: undefined,
      fresh: true,
    });

    await first.db.execute(
      sql`update device_sessions set device_info = '{"os":"test"}'::jsonb where id = ${looked.row.id}`,
    );
    const changed = await cache.find(session.client, hash, now);
    expect(changed.fresh).toBe(true);
    expect(changed.row?.revision).toBe(looked.row.revision + 1);
  });

  it('a copy older than its time limit is read in full', async () => {
    const { session } = await cachedOnBoth();
    const cache = createSessionLookupCache(first.db, { ttlMs: 1_000, capacity: 10 });
    const hash = sha256Hex(session['access-token']);
    const looked = await cache.find(session.client, hash, clock.now());
    if (!looked.row) throw new Error('the session was not found');
    cache.remember(hash, session.client, looked.row, clock.now());
    const later = new Date(clock.now().getTime() + 1_000);
    expect((await cache.find(session.client, hash, later)).fresh).toBe(true);
  });
});
