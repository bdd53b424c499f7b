import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { providerSessionKinds } from '../providers/tables';
import { composeScheduling } from '../../composition';
import { ANY_SESSION_KIND } from './service';
import { providerNextAvailability } from './tables';
import { createScheduledProvider } from './test-support';

// The app's own wiring (bookings' busy time included).
const scheduling = composeScheduling();

// Bulk refreshes rewrite every provider's cached row, so these tests use a database of their own
// (also in the PostgreSQL pass) rather than rows other test files are reading.

const now = new Date('2026-01-19T00:30:00Z'); // Monday 06:00 in Kolkata

describe('bulk next-availability refresh', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  const cached = async (providerId: number) => {
    const rows = await handle.db
      .select()
      .from(providerNextAvailability)
      .where(eq(providerNextAvailability.providerId, providerId));
    return Object.fromEntries(rows.map((row) => [row.sessionKind, row]));
  };

  it('refreshes every provider, dropping kinds no longer offered', async () => {
    const db = handle.db;
    const provider = await createScheduledProvider(db, 'Europe/London', { group: 90, tele: 50 });
    const evening = { start: '18:00', end: '20:00' };
    await scheduling.saveWeeklyHours(db, provider.id, 'group', [{ weekday: 1, ...evening }], now);
    await scheduling.saveWeeklyHours(db, provider.id, 'tele', [{ weekday: 2, ...evening }], now);
    await db.delete(providerSessionKinds).where(eq(providerSessionKinds.kind, 'tele'));
    const other = await createScheduledProvider(db, 'Asia/Dubai', { tele: 50 });

    expect(await scheduling.refreshAllNextAvailability(db, now)).toBe(2);
    const rows = await cached(provider.id);
    expect(Object.keys(rows).sort()).toEqual([ANY_SESSION_KIND, 'group']);
    expect(rows.group?.earliestAt).toEqual(new Date('2026-01-19T18:00:00Z')); // 18:00 GMT
    expect(rows[ANY_SESSION_KIND]?.earliestAt).toEqual(new Date('2026-01-19T18:00:00Z'));
    const otherRows = await cached(other.id);
    expect(otherRows.tele?.earliestAt).toBeNull(); // offered, but no hours
    expect(otherRows[ANY_SESSION_KIND]?.earliestAt).toBeNull();
  });

  it('recomputes stale rows in the background until stopped', async () => {
    const db = handle.db;
    const clock = new ManualClock(now);
    const provider = await createScheduledProvider(db, 'Asia/Kolkata', { tele: 60 });
    await scheduling.saveWeeklyHours(
      db,
      provider.id,
      'tele',
      [{ weekday: 1, start: '18:00', end: '19:00' }],
      now,
    );
    expect((await cached(provider.id)).tele?.earliestAt).toEqual(new Date('2026-01-19T12:30:00Z'));

    // Monday's slot passes; the next one is a week later.
    clock.set('2026-01-19T13:00:00Z');
    const stop = scheduling.startNextAvailabilityRefresher(db, clock, { intervalMs: 10 });
    try {
      await expect
        .poll(async () => (await cached(provider.id)).tele?.earliestAt, { timeout: 10_000 })
        .toEqual(new Date('2026-01-26T12:30:00Z'));
    } finally {
      stop();
    }
    expect((await cached(provider.id)).tele?.computedAt).toEqual(clock.now());
  });
});
