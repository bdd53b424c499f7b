import crypto from 'node:crypto';
import { ANALYTICS_BATCH_SIZE, type AnalyticsEvent } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { ANALYTICS_RATE_LIMIT } from './events-routes';
import { SIGN_UP_JOIN_WINDOW_MS } from './events';
import { analyticsEvents } from './tables';

// POST /api/telemetry/events (issue 15, SPEC §4, §9): batches from the web's pipeline.

const NOW = new Date('2026-03-02T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { ANALYTICS_EXCLUDED_EMAIL_DOMAINS: 'internal.example' },
    new ManualClock(NOW),
  );
});
afterAll(() => t.app.close());

let addresses = 0;
const newDevice = () => crypto.randomUUID();
const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  event: 'page_view',
  insert_id: crypto.randomUUID(),
  time: t.clock.now().toISOString(),
  current_url: 'https://kaizen.example/therapy-psychiatry/',
  initial_referrer: 'direct',
  previous_referrer: 'direct',
  properties: { page: 'therapy-psychiatry' },
  ...overrides,
});
const send = (
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.20.${(addresses += 1) % 250}.${addresses % 250}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telemetry/events',
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress,
  });
const rowsOf = (deviceId: string) =>
  t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, deviceId));

describe('POST /api/telemetry/events', () => {
  it("stores a visitor's batch keyed by the device, without tokens, clinical keys or long values", async () => {
    const device = newDevice();
    const res = await send({
      device_id: device,
      events: [
        event({
          current_url: 'https://kaizen.example/?utm_source=insta&token=abc&app_token=x#jwt=y',
          initial_referrer: 'https://ads.example/click?auth_token=secret&c=1',
          previous_referrer: 'direct',
          properties: {
            utm_source: 'instagram',
            long: 'x'.repeat(400),
            answers: '3,3,3',
            phq9_score: 21,
            notes: 'private',
            count: 2,
            ok: true,
          },
          // A client clock ahead of the server's is brought back to the server's.
          time: new Date(NOW.getTime() + 3_600_000).toISOString(),
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ stored: 1 });
    const [row] = await rowsOf(device);
    expect(row).toMatchObject({
      userId: null,
      event: 'page_view',
      currentUrl: 'https://kaizen.example/?utm_source=insta',
      initialReferrer: 'https://ads.example/click?c=1',
      previousReferrer: 'direct',
      occurredAt: NOW,
      receivedAt: NOW,
      properties: { utm_source: 'instagram', long: 'x'.repeat(255), count: 2, ok: true },
    });
  });

  it('stores a retried batch once (same device and insert id)', async () => {
    const device = newDevice();
    const batch = { device_id: device, events: [event(), event({ event: 'sign_up_started' })] };
    expect((await send(batch)).json()).toEqual({ stored: 2 });
    expect((await send(batch)).json()).toEqual({ stored: 0 });
    expect(await rowsOf(device)).toHaveLength(2);
  });

  it('stores a batch sent ten times at once exactly once (PostgreSQL: the unique key decides)', async () => {
    const device = newDevice();
    const batch = { device_id: device, events: [event(), event()] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(batch, {}, `10.30.0.${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    const stored = answers.map((answer) => (answer.json() as { stored: number }).stored);
    expect(stored.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await rowsOf(device)).toHaveLength(2);
  });

  it('refuses malformed batches with a clear 422 and oversized ones with 413', async () => {
    const device = newDevice();
    const cases: unknown[] = [
      { device_id: device, events: [] },
      {
        device_id: device,
        events: Array.from({ length: ANALYTICS_BATCH_SIZE + 1 }, () => event()),
      },
      { device_id: 'x', events: [event()] },
      { device_id: device, events: [event({ event: 'Page View' })] },
      { device_id: device, events: [event({ current_url: 'https://k.example/\u0000' })] },
      { device_id: device, events: [event({ properties: { note: 'a\u0007b' } })] },
      { device_id: device, events: [event({ time: 'yesterday' })] },
      {
        device_id: device,
        events: [
          event({
            properties: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i])),
          }),
        ],
      },
    ];
    for (const payload of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(422);
      expect(res.json()).toMatchObject({ errors: [expect.any(String)] });
    }
    const huge = await send({
      device_id: device,
      events: Array.from({ length: 50 }, () =>
        event({ current_url: `https://k.example/${'a'.repeat(2000)}`, properties: {} }),
      ).map((one) => ({
        ...one,
        initial_referrer: one.current_url,
        previous_referrer: one.current_url,
      })),
    });
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(device)).toHaveLength(0);
  });

  it("keys a signed-in person's events to the account, and excludes internal-domain people", async () => {
    const person = await signUp(t.app);
    const device = newDevice();
    expect((await send({ device_id: device, events: [event()] }, person.session)).json()).toEqual({
      stored: 1,
    });
    expect((await rowsOf(device))[0]?.userId).toBe(person.id);

    const staff = await signUp(t.app, { email: `staff.${Date.now()}@team.internal.example` });
    const staffDevice = newDevice();
    const res = await send({ device_id: staffDevice, events: [event()] }, staff.session);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 0 });
    expect(await rowsOf(staffDevice)).toHaveLength(0);
  });

  it("joins a device's anonymous events to the account that signs up on it, not to an old account", async () => {
    const device = newDevice();
    await send({ device_id: device, events: [event(), event()] });
    const person = await signUp(t.app);
    await send(
      { device_id: device, events: [event({ event: 'sign_up_completed' })] },
      person.session,
    );
    const joined = await rowsOf(device);
    expect(joined).toHaveLength(3);
    expect(joined.every((row) => row.userId === person.id)).toBe(true);

    // An account older than the join window signing in on a shared device takes nothing.
    const shared = newDevice();
    await send({ device_id: shared, events: [event()] });
    t.clock.set(new Date(NOW.getTime() + SIGN_UP_JOIN_WINDOW_MS + 1000));
    try {
      await send({ device_id: shared, events: [event()] }, person.session);
      const rows = await rowsOf(shared);
      expect(rows.map((row) => row.userId).sort()).toEqual([null, person.id].sort());
    } finally {
      t.clock.set(NOW);
    }
  });

  it('limits batches per client address', async () => {
    const device = newDevice();
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.max; i++) {
      expect(
        (await send({ device_id: device, events: [event()] }, {}, '10.99.0.1')).statusCode,
      ).toBe(202);
    }
    const limited = await send({ device_id: device, events: [event()] }, {}, '10.99.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
