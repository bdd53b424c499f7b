import {
  BOOKING_OVERLAP_MESSAGE,
  GROUP_SESSION_FULL_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  bookingResponseSchema,
} from '@kaizen/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import { payments } from '../../commerce/tables';
import { bookings, groupSessions } from '../tables';
import { at, createBookableProvider, MONDAY } from '../test-support';

// Never the same hour twice, under load (issue 4). Only a real PostgreSQL server runs
// transactions at the same time (PGlite runs one at a time), so this runs with TEST_DATABASE_URL.

const ATTEMPTS = 50;
const ROUNDS = 20;

describe.skipIf(!process.env.TEST_DATABASE_URL)('bookings under parallel load', () => {
  let t: TestApp;
  const people: ClientSession[] = [];
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '30' }, new ManualClock(MONDAY));
    for (let i = 0; i < 10; i += 1) people.push((await signUp(t.app)).session);
  }, 60_000);
  afterAll(() => t.app.close());

  let keys = 0;
  const attempt = (index: number, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: {
        ...people[index % people.length],
        'idempotency-key': key ?? `burst-${Date.now()}-${(keys += 1)}`,
      },
      payload: body,
    });

  const tally = (responses: { statusCode: number; json(): unknown }[]) => ({
    created: responses.filter((response) => response.statusCode === 201).length,
    conflicts: responses.filter((response) => response.statusCode === 409).length,
    other: responses
      .filter((response) => response.statusCode !== 201 && response.statusCode !== 409)
      .map((response) => response.statusCode),
  });

  it(`gives one slot to exactly one of ${ATTEMPTS} parallel attempts, ${ROUNDS} times`, async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(1 + round, 10) };
      const responses = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, index) => attempt(index, body)),
      );
      expect(tally(responses)).toEqual({ created: 1, conflicts: ATTEMPTS - 1, other: [] });
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json()).toMatchObject({ errors: [SLOT_TAKEN_MESSAGE] });
    }
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.providerId, provider.id));
    expect(rows).toHaveLength(ROUNDS);
  }, 240_000);

  it('gives overlapping times at different starts to exactly one attempt', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0, couple: 0 }, MONDAY);
    // Couple sessions start on the half hour: 10:30 overlaps the 10:00 tele session.
    const halfHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '08:30',
      end: '19:30',
    }));
    await t.app.scheduling.saveWeeklyHours(t.app.db, provider.id, 'couple', halfHours, MONDAY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const tele = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(1 + round, 10) };
      const couple = {
        provider_uuid: provider.uuid,
        kind: 'couple',
        starts_at: at(1 + round, 10, 30),
        partner_email: 'partner.burst@example.com',
      };
      const responses = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, index) => attempt(index, index % 2 ? tele : couple)),
      );
      expect(tally(responses)).toEqual({ created: 1, conflicts: ATTEMPTS - 1, other: [] });
    }
  }, 240_000);

  it('sells the last group seat once', async () => {
    const capacity = 5;
    const provider = await createBookableProvider(t.app.db, { group: 0 }, MONDAY, {
      groupCapacity: capacity,
    });
    const body = { provider_uuid: provider.uuid, kind: 'group', starts_at: at(3, 18) };
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => attempt(index, body)),
    );
    expect(tally(responses)).toEqual({
      created: capacity,
      conflicts: ATTEMPTS - capacity,
      other: [],
    });
    const full = responses.find((response) => response.statusCode === 409);
    expect([GROUP_SESSION_FULL_MESSAGE, SLOT_TAKEN_MESSAGE]).toContain(
      (full?.json() as { errors: string[] }).errors[0],
    );
    const [group] = await t.app.db
      .select()
      .from(groupSessions)
      .where(eq(groupSessions.providerId, provider.id));
    expect(group?.seatsTaken).toBe(capacity);
    const sold = await t.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.providerId, provider.id), inArray(bookings.status, ['confirmed'])));
    expect(sold).toHaveLength(capacity);
  }, 120_000);

  it('books one person into only one of several overlapping sessions started at once', async () => {
    const experts = await Promise.all(
      Array.from({ length: 10 }, () => createBookableProvider(t.app.db, { tele: 0 }, MONDAY)),
    );
    for (let round = 0; round < 5; round += 1) {
      // One person (people[0]), ten experts, the same hour: the person's lock orders them.
      const responses = await Promise.all(
        experts.map((expert) =>
          attempt(0, { provider_uuid: expert.uuid, kind: 'tele', starts_at: at(8 + round, 12) }),
        ),
      );
      expect(tally(responses)).toEqual({ created: 1, conflicts: 9, other: [] });
      const loser = responses.find((response) => response.statusCode === 409);
      expect(loser?.json()).toMatchObject({ errors: [BOOKING_OVERLAP_MESSAGE] });
    }
  }, 120_000);

  it('answers parallel retries of one paid request with one booking and one payment', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 60_000 }, MONDAY);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(4, 9) };
    const key = `retry-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => attempt(0, body, key)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    const views = responses.map((response) => bookingResponseSchema.parse(response.json()).data);
    expect(new Set(views.map((view) => view.id)).size).toBe(1);
    expect(new Set(views.map((view) => view.payment.checkout_url)).size).toBe(1);
    const rows = await t.app.db.select().from(bookings).where(eq(bookings.providerId, provider.id));
    expect(rows).toHaveLength(1);
    const charges = await t.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'booking'), eq(payments.referenceId, views[0]?.id ?? '')));
    expect(charges).toHaveLength(1);
  }, 60_000);
});
