import crypto from 'node:crypto';
import { analyticsFunnelResponseSchema, analyticsRetentionResponseSchema } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { bookAs, createBookableProvider, DAY_MS } from '../../test/sponsored-member';
import { bookings } from '../bookings/tables';
import { funnelSteps, funnelWindow, mondayOf } from './funnel';

// The operator dashboard (issue 15): funnel visit → sign-up → first booking → completed session
// by normalised utm source, and weekly retention. Each test file has its own database on PGlite;
// on the shared PostgreSQL server other files' events fall in other windows (their own clocks),
// so counts here are read for this file's sources.

const ADMIN_TOKEN = 'operator-token-for-analytics-tests';
/** A Monday far from other test files' clocks, so the shared server's windows do not overlap. */
const START = new Date('2031-06-02T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN }, new ManualClock(START));
});
afterAll(() => t.app.close());

const admin = { 'x-admin-token': ADMIN_TOKEN };
const pageView = (properties: Record<string, string> = {}) => ({
  event: 'page_view',
  insert_id: crypto.randomUUID(),
  time: t.clock.now().toISOString(),
  current_url: 'https://kaizen.example/',
  initial_referrer: 'direct',
  previous_referrer: 'direct',
  properties,
});
const sendEvents = (deviceId: string, events: unknown[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telemetry/events',
    payload: { device_id: deviceId, events },
    headers,
  });
const funnel = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/analytics/funnel?${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return analyticsFunnelResponseSchema.parse(res.json());
};
const counts = (steps: { people: number }[]) => steps.map((step) => step.people);

describe('operator analytics API', () => {
  it('does not exist without the admin token (404) and refuses a bad window (422)', async () => {
    for (const url of ['/api/admin/analytics/funnel', '/api/admin/analytics/retention']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url, headers: { 'x-admin-token': 'wrong-token-wrong' } })).statusCode,
      ).toBe(404);
    }
    for (const query of [
      'from=2031-06-10&to=2031-06-01',
      'from=2029-01-01&to=2031-06-01',
      'from=june',
    ]) {
      const res = await t.app.inject({
        url: `/api/admin/analytics/funnel?${query}`,
        headers: admin,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ errors: [expect.any(String)] });
    }
    const weeks = await t.app.inject({
      url: '/api/admin/analytics/retention?weeks=99',
      headers: admin,
    });
    expect(weeks.statusCode).toBe(422);
  });

  it('counts each step per normalised source: an ad visitor who signs up, books and completes', async () => {
    t.clock.set(START);
    // A visitor from an Instagram ad who never signs up.
    await sendEvents(crypto.randomUUID(), [pageView({ utm_source: 'insta' })]);
    // A visitor who arrives from the same ad, signs up and is attributed at sign-up.
    const device = crypto.randomUUID();
    await sendEvents(device, [pageView({ utm_source: 'insta' })]);
    const person = await signUp(t.app);
    await sendEvents(device, [pageView()], person.session);
    const attributed = await t.app.inject({
      method: 'PUT',
      url: `/api/realtime/attribution/${person.user.firebaseid}`,
      headers: { authorization: `Bearer ${person.user.fb_token}` },
      payload: {
        marketing_data: { marketing_activity: 'performance_marketing' },
        utm_data: { utm_source: 'insta', utm_medium: 'cpc' },
        timestamp: START.getTime(),
        is_consumed: true,
        added_by: 'WEB',
      },
    });
    expect(attributed.statusCode, attributed.body).toBe(200);
    // A direct visitor.
    await sendEvents(crypto.randomUUID(), [pageView()]);

    const window = 'from=2031-06-02&to=2031-06-08';
    let result = await funnel(window);
    const instagram = () => result.by_source.find((group) => group.source === 'instagram');
    expect(counts(instagram()?.steps ?? [])).toEqual([2, 1, 0, 0]);
    expect(instagram()?.steps.map((step) => step.conversion)).toEqual([null, 0.5, 0, null]);
    expect(
      counts(result.by_source.find((group) => group.source === 'direct')?.steps ?? []),
    ).toEqual([1, 0, 0, 0]);
    expect(counts(result.steps)).toEqual([3, 1, 0, 0]);

    const provider = await createBookableProvider(t.app.db, { tele: 0 }, START);
    const booked = await bookAs(t.app, person.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: new Date(START.getTime() + DAY_MS + 3_600_000).toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    result = await funnel(window);
    expect(counts(instagram()?.steps ?? [])).toEqual([2, 1, 1, 0]);

    await t.app.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.uuid, (booked.json() as { data: { id: string } }).data.id));
    result = await funnel(window);
    expect(counts(instagram()?.steps ?? [])).toEqual([2, 1, 1, 1]);
    expect(result).toMatchObject({ from: '2031-06-02', to: '2031-06-08' });

    // Another window does not see them.
    expect(counts((await funnel('from=2031-05-01&to=2031-05-31')).steps)).toEqual([0, 0, 0, 0]);
  });

  it('shows weekly retention of first-seen cohorts', async () => {
    // Three weeks after START: a cohort of two in that week, one of whom comes back the next.
    const week0 = new Date(START.getTime() + 21 * DAY_MS);
    t.clock.set(week0);
    const loyal = crypto.randomUUID();
    await sendEvents(loyal, [pageView()]);
    await sendEvents(crypto.randomUUID(), [pageView()]);
    t.clock.set(new Date(week0.getTime() + 7 * DAY_MS));
    await sendEvents(loyal, [pageView()]);
    const res = await t.app.inject({
      url: '/api/admin/analytics/retention?weeks=2',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cohorts } = analyticsRetentionResponseSchema.parse(res.json());
    expect(cohorts).toEqual([
      { week: '2031-06-23', people: 2, active: [2, 1] },
      { week: '2031-06-30', people: 0, active: [0] },
    ]);
    t.clock.set(START);
  });
});

describe('funnel rules', () => {
  it('defaults to the last 30 days up to today (UTC) and refuses more than 366', () => {
    expect(funnelWindow({}, new Date('2031-06-30T23:00:00Z'))).toMatchObject({
      fromDay: '2031-06-01',
      toDay: '2031-06-30',
    });
    expect(() => funnelWindow({ from: '2030-01-01', to: '2031-06-30' }, START)).toThrow();
  });

  it('conversion is the share of the previous step, null when there is none', () => {
    expect(
      funnelSteps({ visit: 4, sign_up: 2, first_booking: 0, completed_session: 0 }).map(
        (step) => step.conversion,
      ),
    ).toEqual([null, 0.5, 0, null]);
  });

  it('weeks start on Monday (UTC)', () => {
    expect(mondayOf(new Date('2031-06-08T23:59:00Z')).toISOString()).toBe(
      '2031-06-02T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2031-06-02T00:00:00Z')).toISOString()).toBe(
      '2031-06-02T00:00:00.000Z',
    );
  });
});
