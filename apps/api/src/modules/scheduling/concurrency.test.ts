import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createScheduling } from './service';
import { createScheduledProvider } from './test-support';

// "Never stale after a booking" under concurrency (issue 3): two bookings of one provider commit
// at the same time, each refreshing the cache in its own transaction. Only a real PostgreSQL
// server runs two transactions at once (PGlite runs one at a time), so this runs in the CI pass
// with TEST_DATABASE_URL.

// Until the bookings module exists, a table of this test plays its part: the busy-time source
// reads it inside the caller's transaction, with that transaction's visibility.
const busyRows = z.object({
  rows: z.array(
    z.object({ provider_id: z.number(), starts_at: z.coerce.date(), ends_at: z.coerce.date() }),
  ),
});
const scheduling = createScheduling({
  busySources: [
    {
      async busyIntervals(db, providerIds, range) {
        const result = await db.execute(sql`
      select provider_id, starts_at, ends_at from scheduling_test_bookings
      where provider_id in (${sql.join(
        providerIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and starts_at < ${range.to} and ends_at > ${range.from}`);
        return busyRows.parse(result).rows.map((row) => ({
          providerId: row.provider_id,
          start: row.starts_at,
          end: row.ends_at,
        }));
      },
    },
  ],
});

const now = new Date('2026-01-19T00:30:00Z'); // Monday 06:00 in Kolkata
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'next availability under concurrent bookings',
  () => {
    let test: TestApp;
    let db: Database;
    beforeAll(async () => {
      test = await createTestApp();
      db = test.app.db;
      await db.execute(sql`create table if not exists scheduling_test_bookings
      (provider_id integer not null, starts_at timestamptz not null, ends_at timestamptz not null)`);
    });
    afterAll(() => test.app.close());

    const book = (tx: Database, providerId: number, start: string) =>
      tx.execute(sql`insert into scheduling_test_bookings values
      (${providerId}, ${new Date(start)}, ${new Date(new Date(start).getTime() + 3_600_000)})`);

    it('leaves the cache reflecting both bookings, whichever commits last', async () => {
      const provider = await createScheduledProvider(db, 'Asia/Kolkata', { tele: 60 });
      const noLimits = { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 30 };
      await scheduling.saveScheduleSettings(db, provider.id, noLimits, now);
      const morning = [{ weekday: 1, start: '09:00', end: '12:00' }]; // 03:30Z, 04:30Z, 05:30Z
      await scheduling.saveWeeklyHours(db, provider.id, 'tele', morning, now);

      let firstCommitted = 0;
      let secondRefreshed = 0;
      let secondStarted = () => {};
      const secondIsRefreshing = new Promise<void>((resolve) => {
        secondStarted = resolve;
      });
      const first = db.transaction(async (tx) => {
        await book(tx as unknown as Database, provider.id, '2026-01-19T03:30:00Z');
        await scheduling.refreshNextAvailability(tx as unknown as Database, provider.id, now);
        await secondIsRefreshing;
        await pause(300); // the second refresh is now waiting for this transaction's lock
        firstCommitted = Date.now();
      });
      const second = (async () => {
        await pause(100);
        await db.transaction(async (tx) => {
          await book(tx as unknown as Database, provider.id, '2026-01-19T04:30:00Z');
          secondStarted();
          await scheduling.refreshNextAvailability(tx as unknown as Database, provider.id, now);
          secondRefreshed = Date.now();
        });
      })();
      await Promise.all([first, second]);

      expect(secondRefreshed).toBeGreaterThanOrEqual(firstCommitted);
      expect(await scheduling.earliestAvailableAt(db, provider.id, 'tele', now)).toEqual(
        new Date('2026-01-19T05:30:00Z'),
      );
    });
  },
);
