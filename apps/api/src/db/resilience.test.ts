import { bookingResponseSchema } from '@kaizen/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { payments } from '../modules/commerce/tables';
import { bookings } from '../modules/bookings/tables';
import { at, createBookableProvider, MONDAY } from '../modules/bookings/test-support';
import { createTestApp, type TestApp } from '../test/app';
import { signUp, type ClientSession } from '../test/auth';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

// Issue 8 case 1, on the PostgreSQL server: the API's connections are terminated under load
// (pg_terminate_backend, as an operator or a failover does) and its link to the server is cut
// and restored. The process keeps running, in-flight requests answer 503, the next ones succeed
// without a restart, and retried bookings are neither lost nor duplicated.

const url = process.env.TEST_DATABASE_URL;
const WAVE = 24;

describe.skipIf(!url)('the API when it loses its database connections', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let admin: pg.Client;
  const applicationName = `kaizen-resilience-${process.pid}-${Date.now()}`;
  const people: ClientSession[] = [];
  let provider: Awaited<ReturnType<typeof createBookableProvider>>;

  beforeAll(async () => {
    proxy = await startTcpProxy(String(url));
    const appUrl = new URL(proxy.url);
    appUrl.searchParams.set('application_name', applicationName);
    // A generous wait for a pool connection: on a loaded machine 24 bookings queue for 10
    // connections, and a 503 for that queue is not what this test is about.
    t = await createTestApp(
      {
        DATABASE_URL: appUrl.toString(),
        DATABASE_POOL_SIZE: '10',
        DATABASE_CONNECT_TIMEOUT_MS: '15000',
      },
      new ManualClock(MONDAY),
    );
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let i = 0; i < 6; i += 1) people.push((await signUp(t.app)).session);
    provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
    await admin.end();
    await proxy.close();
  });

  /** Every server connection of this app (and only this app: other test files share the server). */
  const terminateBackends = async () => {
    const result = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return result.rowCount ?? 0;
  };

  let slot = 0;
  const requests = new Map<string, { person: number; body: Record<string, unknown> }>();
  const newRequest = () => {
    slot += 1;
    const key = `resilience-${applicationName}-${slot}`;
    requests.set(key, {
      person: slot % people.length,
      // Distinct hourly slots: day 1 + slot / 12, 08:00–19:00.
      body: {
        provider_uuid: provider.uuid,
        kind: 'tele',
        starts_at: at(1 + Math.floor(slot / 12), 8 + (slot % 12)),
      },
    });
    return key;
  };
  const send = (key: string) => {
    const request = requests.get(key);
    if (!request) throw new Error(`unknown request ${key}`);
    return t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...people[request.person], 'idempotency-key': key },
      payload: request.body,
    });
  };
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const waitForHealth = async (status: number, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      if ((await health()).statusCode === status) return Date.now();
      if (Date.now() > deadline) throw new Error(`health never answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers 503 (never 500) while its backends are terminated under load, then recovers', async () => {
    const failed: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const keys = Array.from({ length: WAVE }, newRequest);
      const wave = Promise.all(keys.map(send));
      await new Promise((resolve) => setTimeout(resolve, 15 + round * 20));
      expect(await terminateBackends()).toBeGreaterThanOrEqual(0);
      const responses = await wave;
      responses.forEach((response, index) => {
        expect([200, 201, 503], response.body).toContain(response.statusCode);
        if (response.statusCode === 503) {
          expect(response.json()).toMatchObject({ errors: [expect.any(String)] });
          failed.push(keys[index] ?? '');
        }
      });
    }
    expect((await health()).statusCode).toBe(200);

    // No 5xx after: a fresh wave all succeeds, and each refused request, retried with its key,
    // is answered (the booking it may have committed before the cut is answered, not doubled).
    const fresh = await Promise.all(Array.from({ length: WAVE }, newRequest).map(send));
    expect(fresh.map((response) => response.statusCode)).toEqual(fresh.map(() => 201));
    for (const key of failed) expect([200, 201]).toContain((await send(key)).statusCode);

    await expectEachRequestBookedOnce();
    // Every connection went back to the pool: a transaction cut before its `begin` used to keep
    // its client for ever, until the pool ran dry.
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.idleCount).toBe(pool.totalCount);
  }, 120_000);

  it('answers 503 while the link is cut and serves again once it is back, without a restart', async () => {
    proxy.cut();
    try {
      await waitForHealth(503, 10_000);
      const during = await send(newRequest());
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({
        errors: ['The service is briefly unavailable. Please try again in a moment.'],
      });
    } finally {
      proxy.restore();
    }
    const restoredAt = Date.now();
    const healthyAt = await waitForHealth(200, 10_000);
    expect(healthyAt - restoredAt).toBeLessThan(5_000);

    const failedKey = [...requests.keys()].at(-1) ?? '';
    expect([200, 201]).toContain((await send(failedKey)).statusCode);
    const after = await Promise.all(Array.from({ length: WAVE }, newRequest).map(send));
    expect(after.map((response) => response.statusCode)).toEqual(after.map(() => 201));
    await expectEachRequestBookedOnce();
  }, 60_000);

  /** One booking per idempotency key sent, each with exactly one payment. */
  async function expectEachRequestBookedOnce() {
    const rows = await t.app.db
      .select({ uuid: bookings.uuid, key: bookings.idempotencyKey })
      .from(bookings)
      .where(eq(bookings.providerId, provider.id));
    expect(rows.map((row) => row.key).sort()).toEqual([...requests.keys()].sort());
    const paid = await t.app.db
      .select({ referenceId: payments.referenceId })
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'booking'),
          inArray(
            payments.referenceId,
            rows.map((row) => row.uuid),
          ),
        ),
      );
    expect(paid.map((row) => row.referenceId).sort()).toEqual(rows.map((row) => row.uuid).sort());
    // A replay answers the booking of its key and makes none. (Its checkout may be closed: a
    // person's later checkout with the same expert ends their earlier one, issue 9.)
    const [key = ''] = requests.keys();
    const replay = await send(key);
    expect(replay.statusCode, replay.body).toBeLessThan(300);
    const booked = rows.find((row) => row.key === key);
    expect(bookingResponseSchema.parse(replay.json()).data.id).toBe(booked?.uuid);
    const after = await t.app.db
      .select({ uuid: bookings.uuid })
      .from(bookings)
      .where(eq(bookings.providerId, provider.id));
    expect(after).toHaveLength(rows.length);
  }
});
