import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { MONDAY } from '../../test/sponsored-member';
import { bookings } from '../bookings/tables';
import { grantReferralCredit } from '../entitlements/service';
import { referralRewards } from './service';
import { bookAndPay, complete, paidClinician, referralCredit, referredPair } from './test-support';

// The same completion retried in parallel (issue 11): one reward each. Only a real PostgreSQL
// server runs transactions at the same time (PGlite runs one at a time): TEST_DATABASE_URL.

const RACERS = 6;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the referral reward, raced', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20' }, new ManualClock(MONDAY));
  }, 60_000);
  afterAll(() => t.app.close());

  it(`${RACERS} parallel marks of one completion: one succeeds, one credit each`, async () => {
    const { referrer, friend } = await referredPair(t.app);
    const clinician = await paidClinician(t.app, MONDAY);
    const booking = await bookAndPay(t.app, friend.session, clinician.provider.uuid, {
      day: 1,
      hour: 9,
    });
    const statuses = await Promise.all(
      Array.from(
        { length: RACERS },
        async () => (await complete(t.app, t.clock, clinician.session, booking)).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await referralCredit(t.app, referrer.id)).toEqual({ lots: 1, granted: 1, available: 1 });
    expect(await referralCredit(t.app, friend.id)).toEqual({ lots: 1, granted: 1, available: 1 });
  });

  it(`the reward hook itself run by ${RACERS} transactions at once grants once`, async () => {
    const { referrer, friend } = await referredPair(t.app);
    const clinician = await paidClinician(t.app, MONDAY);
    const booking = await bookAndPay(t.app, friend.session, clinician.provider.uuid, {
      day: 2,
      hour: 9,
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.uuid, booking.id));
    if (!row) throw new Error('no booking');
    const rewards = referralRewards(grantReferralCredit);
    await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.app.db.transaction((tx) =>
          rewards.onSessionCompleted(tx as unknown as typeof t.app.db, row, t.clock.now()),
        ),
      ),
    );
    expect(await referralCredit(t.app, referrer.id)).toEqual({ lots: 1, granted: 1, available: 1 });
    expect(await referralCredit(t.app, friend.id)).toEqual({ lots: 1, granted: 1, available: 1 });
  });
});
