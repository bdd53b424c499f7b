import { bookingResponseSchema } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ManualClock } from '../lib/clock';
import { checkWithCoupon } from '../modules/coupons/test-support';
import { entitlementEntries, entitlementLots } from '../modules/entitlements/tables';
import { createTestApp, type TestApp } from './app';
import { at, bookAs, createBookableProvider, MONDAY } from './sponsored-member';

type Session = Record<string, string>;

/**
 * The set-up of the pool tests (pool.test.ts, money-pool.test.ts): an app on a clock at MONDAY
 * with one therapist (tele ₹1,200), created in the calling suite's beforeAll; a member's quote and
 * booking of that therapist's tele session on a day of that week at 10:00, and the entries of an
 * organisation's pools in the order they were written.
 */
export function poolBookingSuite() {
  let t: TestApp | undefined;
  let providerUuid = '';
  beforeAll(async () => {
    t = await createTestApp({}, new ManualClock(MONDAY));
    providerUuid = (await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY)).uuid;
  });
  afterAll(() => t?.app.close());

  const current = () => {
    if (!t) throw new Error('poolBookingSuite: used before its beforeAll');
    return t;
  };
  const tele = (day: number) => ({
    provider_uuid: providerUuid,
    kind: 'tele',
    starts_at: at(day, 10),
  });
  return {
    get t() {
      return current();
    },
    check: async (session: Session, day: number) =>
      (await checkWithCoupon(current().app, session, tele(day))).funding,
    async book(session: Session, day: number) {
      const response = await bookAs(current().app, session, tele(day));
      expect(response.statusCode, response.body).toBe(201);
      return bookingResponseSchema.parse(response.json()).data;
    },
    poolEntries: (organisationId: number) =>
      current()
        .app.db.select({ kind: entitlementEntries.kind, amount: entitlementEntries.amount })
        .from(entitlementEntries)
        .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
        .where(eq(entitlementLots.organisationId, organisationId))
        .orderBy(entitlementEntries.id),
  };
}
