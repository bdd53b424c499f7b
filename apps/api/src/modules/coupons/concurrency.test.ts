import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FULLY_USED_MESSAGE,
  bookingResponseSchema,
} from '@kaizen/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, MONDAY } from '../../test/sponsored-member';
import { payments } from '../commerce/tables';
import { couponUses } from './tables';
import { createCoupon, TEST_ADMIN_TOKEN } from './test-support';

// A coupon's last use under parallel load (issue 11). Only a real PostgreSQL server runs
// transactions at the same time (PGlite runs one at a time), so this runs with TEST_DATABASE_URL.

const RACERS = 20;
const ROUNDS = 3;
const PRICE = 120_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the last use of a coupon, raced', () => {
  let t: TestApp;
  let providers: Awaited<ReturnType<typeof createBookableProvider>>[];
  beforeAll(async () => {
    t = await createTestApp(
      { DATABASE_POOL_SIZE: '24', ADMIN_TOKEN: TEST_ADMIN_TOKEN, AUTH_RATE_LIMIT_MAX: '1000' },
      new ManualClock(MONDAY),
    );
    // One expert per racer: the bookings do not queue behind one expert's lock, only the coupon's.
    providers = [];
    for (let index = 0; index < RACERS; index += 1) {
      providers.push(await createBookableProvider(t.app.db, { tele: PRICE }, MONDAY));
    }
  }, 120_000);
  afterAll(() => t.app.close());

  it(`${RACERS} people book with a coupon's last use at once: exactly one gets it, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const coupon = await createCoupon(t.app, {
        discount_type: 'fixed',
        amount_off: 20_000,
        max_uses: 1,
      });
      const people = await Promise.all(providers.map(() => signUp(t.app)));
      const responses = await Promise.all(
        people.map((person, index) =>
          bookAs(t.app, person.session, {
            provider_uuid: providers[index]?.uuid,
            kind: 'tele',
            starts_at: at(1 + round, 10),
            coupon_code: coupon.code,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(RACERS - 1).fill(422)]);
      for (const response of responses.filter((r) => r.statusCode === 422)) {
        expect(response.json()).toMatchObject({ errors: [COUPON_FULLY_USED_MESSAGE] });
      }
      const winner = bookingResponseSchema.parse(
        responses.find((response) => response.statusCode === 201)?.json(),
      ).data;
      expect(winner).toMatchObject({ status: 'held', price: PRICE, discount: 20_000 });
      const [payment] = await t.app.db
        .select({ amount: payments.amountPaise })
        .from(payments)
        .where(eq(payments.referenceId, winner.id));
      expect(payment?.amount).toBe(PRICE - 20_000);
      const uses = await t.app.db
        .select()
        .from(couponUses)
        .where(
          inArray(
            couponUses.userId,
            people.map((person) => person.id),
          ),
        );
      expect(uses).toHaveLength(1);
    }
  }, 180_000);

  it('one person booking ten sessions at once with a once-per-person coupon: one gets it', async () => {
    const coupon = await createCoupon(t.app, { discount_type: 'fixed', amount_off: 10_000 });
    const person = await signUp(t.app);
    const responses = await Promise.all(
      providers.slice(0, 10).map((provider, index) =>
        bookAs(t.app, person.session, {
          provider_uuid: provider.uuid,
          kind: 'tele',
          starts_at: at(10, 8 + index),
          coupon_code: coupon.code,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json()).toMatchObject({ errors: [COUPON_ALREADY_USED_MESSAGE] });
    }
  }, 120_000);
});
