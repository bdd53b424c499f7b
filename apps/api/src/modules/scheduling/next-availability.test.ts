import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import {
  ANY_SESSION_KIND,
  createScheduling,
  isNextAvailabilityStale,
  type ProviderBusyInterval,
} from './service';
import { availabilityRules, providerNextAvailability } from './tables';
import { createScheduledProvider, everyWeekday } from './test-support';

// The cached earliest slot behind SPEC §3 earliest_available_datetime: written on every change,
// never stale after a booking, recomputed lazily once it is old or has passed.

// Bookings do not exist yet: a test source stands in for them, as the bookings module will.
const booked: ProviderBusyInterval[] = [];
const scheduling = createScheduling({
  busySources: [
    {
      busyIntervals: async (_db, providerIds, range) =>
        booked.filter(
          (interval) =>
            providerIds.includes(interval.providerId) &&
            interval.start < range.to &&
            interval.end > range.from,
        ),
    },
  ],
});

const now = new Date('2026-01-19T00:30:00Z'); // Monday 06:00 in Kolkata
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

async function cachedRows(db: Database, providerId: number) {
  const rows = await db
    .select()
    .from(providerNextAvailability)
    .where(eq(providerNextAvailability.providerId, providerId));
  return Object.fromEntries(rows.map((row) => [row.sessionKind, row.earliestAt?.toISOString()]));
}

describe('provider_next_availability', () => {
  let test: TestApp;
  let db: Database;
  beforeAll(async () => {
    test = await createTestApp();
    db = test.app.db;
  });
  afterAll(() => test.app.close());

  it('stores the earliest slot per kind offered and the earliest over all of them', async () => {
    const provider = await createScheduledProvider(db, 'Asia/Kolkata', {
      tele: 50,
      offline: 60,
      couple: 90,
    });
    await scheduling.saveWeeklyHours(
      db,
      provider.id,
      'tele',
      [{ weekday: 1, start: '18:00', end: '20:00' }],
      now,
    );
    await scheduling.saveWeeklyHours(
      db,
      provider.id,
      'offline',
      [{ weekday: 2, start: '10:00', end: '12:00' }],
      now,
    );
    expect(await cachedRows(db, provider.id)).toEqual({
      tele: '2026-01-19T12:30:00.000Z', // Monday 18:00 IST
      offline: '2026-01-20T04:30:00.000Z', // Tuesday 10:00 IST
      couple: undefined, // offered, but no hours: nothing within the horizon
      [ANY_SESSION_KIND]: '2026-01-19T12:30:00.000Z',
    });
  });

  it('changes with leave, settings and bookings in the same transaction as the change', async () => {
    const provider = await createScheduledProvider(db, 'Asia/Kolkata', { tele: 60 });
    await scheduling.saveWeeklyHours(db, provider.id, 'tele', everyWeekday('09:00', '11:00'), now);
    // 09:00 IST (03:30Z) is within four hours of now: 10:00 IST is the first.
    expect(await scheduling.earliestAvailableAt(db, provider.id, 'tele', now)).toEqual(
      new Date('2026-01-19T04:30:00Z'),
    );

    // No notice needed any more: 09:00 IST today becomes bookable.
    await scheduling.saveScheduleSettings(
      db,
      provider.id,
      { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 2 },
      now,
    );
    expect((await cachedRows(db, provider.id)).tele).toBe('2026-01-19T03:30:00.000Z');

    await scheduling.addDateChange(db, provider.id, { date: '2026-01-19', type: 'leave' }, now);
    expect((await cachedRows(db, provider.id)).tele).toBe('2026-01-20T03:30:00.000Z');

    // A booking and its refresh commit together, as the bookings module will do it.
    await db.transaction(async (tx) => {
      booked.push({
        providerId: provider.id,
        start: new Date('2026-01-20T03:30:00Z'),
        end: new Date('2026-01-20T04:30:00Z'),
      });
      await scheduling.refreshNextAvailability(tx as unknown as Database, provider.id, now);
    });
    expect((await cachedRows(db, provider.id)).tele).toBe('2026-01-20T04:30:00.000Z');

    // Horizon of two days (to Wednesday 06:00 IST): once Tuesday is full, nothing is left.
    booked.push({
      providerId: provider.id,
      start: new Date('2026-01-20T04:30:00Z'),
      end: new Date('2026-01-20T05:30:00Z'),
    });
    await scheduling.refreshNextAvailability(db, provider.id, now);
    expect(await cachedRows(db, provider.id)).toEqual({
      tele: undefined,
      [ANY_SESSION_KIND]: undefined,
    });
  });

  it('treats a value as stale once its slot has started or it is over an hour old', () => {
    const row = { earliestAt: minutesLater(120), computedAt: now };
    expect(isNextAvailabilityStale(row, minutesLater(60))).toBe(false);
    expect(isNextAvailabilityStale(row, minutesLater(61))).toBe(true);
    expect(
      isNextAvailabilityStale({ ...row, earliestAt: minutesLater(30) }, minutesLater(30)),
    ).toBe(true);
    expect(isNextAvailabilityStale({ ...row, earliestAt: null }, minutesLater(59))).toBe(false);
  });

  it('recomputes a stale value lazily on read, and in bulk', async () => {
    const provider = await createScheduledProvider(db, 'Asia/Kolkata', { tele: 60 });
    await scheduling.saveWeeklyHours(
      db,
      provider.id,
      'tele',
      [{ weekday: 3, start: '09:00', end: '10:00' }],
      now,
    );
    const wednesday = new Date('2026-01-21T03:30:00Z');
    expect(await scheduling.earliestAvailableAt(db, provider.id, ANY_SESSION_KIND, now)).toEqual(
      wednesday,
    );

    // Hours written behind the service's back (no refresh): the cache keeps its answer...
    await db.insert(availabilityRules).values({
      providerId: provider.id,
      sessionKind: 'tele',
      weekday: 2,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(await scheduling.earliestAvailableAt(db, provider.id, 'tele', minutesLater(30))).toEqual(
      wednesday,
    );
    // ...until it is over an hour old, then the next read recomputes it.
    const tuesday = new Date('2026-01-20T03:30:00Z');
    expect(await scheduling.earliestAvailableAt(db, provider.id, 'tele', minutesLater(61))).toEqual(
      tuesday,
    );

    // Two hours on, every cached row is stale; the bulk refresh picks this provider up.
    await db
      .delete(availabilityRules)
      .where(and(eq(availabilityRules.providerId, provider.id), eq(availabilityRules.weekday, 2)));
    const scope = { providerIds: [provider.id] };
    expect(await scheduling.refreshStaleNextAvailability(db, minutesLater(125), scope)).toBe(1);
    expect(await scheduling.refreshStaleNextAvailability(db, minutesLater(126), scope)).toBe(0);
    expect((await cachedRows(db, provider.id)).tele).toBe(wednesday.toISOString());
  });

  it('after a booking that only adds busy time, keeps a cached slot still free and recomputes one taken', async () => {
    const provider = await createScheduledProvider(db, 'Asia/Kolkata', { tele: 60 });
    await scheduling.saveScheduleSettings(
      db,
      provider.id,
      { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 3 },
      now,
    );
    await scheduling.saveWeeklyHours(db, provider.id, 'tele', everyWeekday('09:00', '11:00'), now);
    const computedAt = async () => {
      const [row] = await db
        .select()
        .from(providerNextAvailability)
        .where(
          and(
            eq(providerNextAvailability.providerId, provider.id),
            eq(providerNextAvailability.sessionKind, 'tele'),
          ),
        );
      return row?.computedAt.toISOString();
    };
    const bookAndRefresh = (start: string, end: string, at: Date) =>
      db.transaction(async (tx) => {
        booked.push({ providerId: provider.id, start: new Date(start), end: new Date(end) });
        await scheduling.refreshNextAvailabilityAfterBooking(
          tx as unknown as Database,
          provider.id,
          at,
        );
      });
    expect((await cachedRows(db, provider.id)).tele).toBe('2026-01-19T03:30:00.000Z');

    // Tuesday 09:00 IST is taken: Monday 09:00 is still a slot, so nothing is recomputed.
    await bookAndRefresh('2026-01-20T03:30:00Z', '2026-01-20T04:30:00Z', minutesLater(5));
    expect((await cachedRows(db, provider.id)).tele).toBe('2026-01-19T03:30:00.000Z');
    expect(await computedAt()).toBe(now.toISOString());

    // The cached slot itself is taken: recomputed, the next one is Monday 10:00 IST.
    await bookAndRefresh('2026-01-19T03:30:00Z', '2026-01-19T04:30:00Z', minutesLater(5));
    expect(await cachedRows(db, provider.id)).toEqual({
      tele: '2026-01-19T04:30:00.000Z',
      [ANY_SESSION_KIND]: '2026-01-19T04:30:00.000Z',
    });
    expect(await computedAt()).toBe(minutesLater(5).toISOString());

    // Whatever path it took, the answer is the full recomputation's.
    const kept = await cachedRows(db, provider.id);
    await scheduling.refreshNextAvailability(db, provider.id, minutesLater(5));
    expect(await cachedRows(db, provider.id)).toEqual(kept);
  });
});
