import { bookingResponseSchema } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { bookingsOf, membersLike, poolSums, raceSuite } from '../../../test/ledger-races';
import {
  at,
  bookAs,
  createBookableProvider,
  MONDAY,
  sharedPoolMember,
} from '../../../test/sponsored-member';

// Holds under parallel load (issue 11): checkouts racing for the last of an organisation's money
// pool. What a pending checkout holds counts as taken, so exactly one of them holds it and the
// others are asked the whole price; the overspend trigger refuses a second hold even when the
// app's locks are bypassed. Only a real PostgreSQL server runs transactions at the same time
// (PGlite runs one at a time), so this runs with TEST_DATABASE_URL.

const RACERS = 8;
const COVER = 50_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the last of a money pool, raced', () => {
  const suite = raceSuite();

  it(`${RACERS} checkouts for the pool's last ₹500: exactly one holds it`, async () => {
    const { t } = suite;
    const first = await sharedPoolMember(t.app, { kind: 'money_pool', size: COVER });
    const members = await membersLike(t.app, first, RACERS);
    const providers = await Promise.all(
      members.map(() => createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY)),
    );
    const responses = await Promise.all(
      members.map((member, index) =>
        bookAs(t.app, member.session, {
          provider_uuid: providers[index]?.uuid,
          kind: 'tele',
          starts_at: at(2, 10),
        }),
      ),
    );
    const bookings = responses.map((response) => bookingResponseSchema.parse(response.json()).data);
    // Every checkout is held for its payment; one of them pays ₹700 (the pool holds ₹500).
    expect(bookings.every((booking) => booking.status === 'held')).toBe(true);
    expect(await poolSums(t.app, first.organisation.id, 'hold')).toEqual({
      count: 1,
      available: 0,
    });
  }, 120_000);

  it(`${RACERS} direct holds of the pool's last ₹500, bypassing the app's lock: the database takes one`, async () => {
    const { t } = suite;
    const member = await sharedPoolMember(t.app, { kind: 'money_pool', size: COVER });
    // The member's checkouts with different experts (paid in full once the first holds the
    // pool); then the first is cancelled, so the pool's ₹500 are free to race for.
    const bookings = await bookingsOf(t.app, member.session, RACERS, { newExpertEach: true });
    const bookingIds = bookings.map(({ id }) => id);
    const [held] = await queryRows<{ lot_id: number }>(
      t.app.db,
      sql`select lot_id from entitlement_entries where kind = 'hold' and booking_id = ${bookingIds[0]}`,
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${bookings[0]?.uuid}/cancel`,
      headers: member.session,
      payload: { reason: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const results = await Promise.allSettled(
      bookingIds.slice(1).map((bookingId) =>
        t.app.db.execute(sql`
          insert into entitlement_entries (lot_id, user_id, kind, amount, booking_id, created_at)
          values (${held?.lot_id}, null, 'hold', ${-COVER}, ${bookingId}, now())`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await poolSums(t.app, member.organisation.id, 'hold')).toEqual({
      count: 2,
      available: 0,
    });
  }, 120_000);
});
