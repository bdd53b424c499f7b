import { bookingResponseSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, ledgerOf, MONDAY } from '../../test/sponsored-member';
import { buyWithTestGateway, createTestPackage, purchaseOf } from './test-support';

// The last package credit under parallel load (issue 11), on the PostgreSQL server only (PGlite
// runs one transaction at a time): two bookings racing for it, and a refund racing a booking.

const ROUNDS = 4;

describe.skipIf(!process.env.TEST_DATABASE_URL)('package credits, raced', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20' }, new ManualClock(MONDAY));
  }, 60_000);
  afterAll(() => t.app.close());

  it(`two bookings racing for the last package credit: exactly one is covered, ${ROUNDS} times`, async () => {
    const entry = await createTestPackage(t.app.db, { sessions: 1 });
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await signUp(t.app);
      const id = await buyWithTestGateway(t.app, buyer.session, { package_id: entry.uuid });
      const experts = await Promise.all(
        [0, 1].map(() => createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY)),
      );
      const responses = await Promise.all(
        experts.map((expert, index) =>
          bookAs(t.app, buyer.session, {
            provider_uuid: expert.uuid,
            kind: 'tele',
            starts_at: at(2, 9 + index * 2),
          }),
        ),
      );
      const statuses = responses
        .map((response) => bookingResponseSchema.parse(response.json()).data.status)
        .sort();
      expect(statuses).toEqual(['confirmed', 'held']);
      expect((await purchaseOf(t.app, buyer.session, id)).sessions_left).toBe(0);
      const spends = (await ledgerOf(t.app, buyer.session)).filter((e) => e.kind === 'spend');
      expect(spends).toHaveLength(1);
    }
  }, 120_000);

  it(`a refund racing a booking of an unused package: one of them wins, ${ROUNDS} times`, async () => {
    const entry = await createTestPackage(t.app.db, { sessions: 2 });
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyer = await signUp(t.app);
      const id = await buyWithTestGateway(t.app, buyer.session, { package_id: entry.uuid });
      const expert = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
      const [booked, refunded] = await Promise.all([
        bookAs(t.app, buyer.session, {
          provider_uuid: expert.uuid,
          kind: 'tele',
          starts_at: at(3, 10),
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/customers/packages/${id}/refund`,
          headers: buyer.session,
        }),
      ]);
      const status = bookingResponseSchema.parse(booked.json()).data.status;
      // Covered and not refunded, or refunded and the booking asks for the price.
      expect([status, refunded.statusCode]).toSatisfy(
        ([booking, refund]: [string, number]) =>
          (booking === 'confirmed' && refund === 409) || (booking === 'held' && refund === 200),
      );
      const ledger = await ledgerOf(t.app, buyer.session);
      const sum = ledger.reduce((total, entry) => total + entry.amount, 0);
      expect(sum).toBe(status === 'confirmed' ? 1 : 0);
    }
  }, 120_000);
});
