import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../app';
import { queryRows } from '../../../db/client';
import { ManualClock } from '../../../lib/clock';
import { testConfig } from '../../../test/app';
import { bookingsOf, raceSuite } from '../../../test/ledger-races';
import { MONDAY, sharedPoolMember } from '../../../test/sponsored-member';
import { startHoldSweeper } from './hold-sweeper';
import { releaseLapsedHolds } from './holds';

// Issue 11: what a lapsed checkout held of a money pool goes back on a schedule, without anyone
// reading the ledger, and exactly once however many API instances sweep at the same moment.

const CHECKOUT_LAPSED_MS = 11 * 60_000;

/** Each hold of these bookings, with how many release entries close it. */
const releasesOfHolds = (app: App, bookingIds: number[]) =>
  queryRows<{ booking_id: number; releases: number }>(
    app.db,
    sql`select hold.booking_id,
          (select count(*) from entitlement_entries closed
            where closed.settles_id = hold.id and closed.kind = 'release')::int as releases
        from entitlement_entries hold
        where hold.kind = 'hold' and hold.booking_id in (${sql.join(bookingIds, sql`, `)})
        order by hold.booking_id`,
  );

/** A money-pool member's `count` part-paid checkouts (the pool pays ₹500 of each ₹1,200). */
async function heldCheckouts(app: App, count: number) {
  const member = await sharedPoolMember(app, { kind: 'money_pool', size: 500_000, cover: 50_000 });
  const bookings = await bookingsOf(app, member.session, count, { newExpertEach: true });
  return bookings.map(({ id }) => id);
}

describe('the hold sweeper', () => {
  const clock = new ManualClock(MONDAY);
  let app: App;
  beforeAll(async () => {
    app = await buildApp(testConfig(), { clock });
    startHoldSweeper(app, 20);
    await app.ready();
  });
  afterAll(() => app.close());

  it('releases the holds of lapsed checkouts with no one looking at the ledger', async () => {
    const bookingIds = await heldCheckouts(app, 2);
    expect(await releasesOfHolds(app, bookingIds)).toEqual(
      bookingIds.map((id) => ({ booking_id: id, releases: 0 })),
    );
    clock.advance(CHECKOUT_LAPSED_MS);
    await vi.waitFor(
      async () => {
        expect(await releasesOfHolds(app, bookingIds)).toEqual(
          bookingIds.map((id) => ({ booking_id: id, releases: 1 })),
        );
      },
      { timeout: 5000, interval: 20 },
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('sweepers racing', () => {
  const suite = raceSuite();

  it('two sweepers and a look at the ledger at the same moment: one release per hold, 5 times', async () => {
    const { t } = suite;
    for (let round = 0; round < 5; round += 1) {
      t.clock.set(MONDAY);
      const bookingIds = await heldCheckouts(t.app, 4);
      t.clock.set(new Date(MONDAY.getTime() + CHECKOUT_LAPSED_MS));
      const now = t.clock.now();
      await Promise.all([
        releaseLapsedHolds(t.app.db, now, { skipLocked: true }),
        releaseLapsedHolds(t.app.db, now, { skipLocked: true }),
        releaseLapsedHolds(t.app.db, now),
      ]);
      expect(await releasesOfHolds(t.app, bookingIds)).toEqual(
        bookingIds.map((id) => ({ booking_id: id, releases: 1 })),
      );
    }
  }, 120_000);
});
