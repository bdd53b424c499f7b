import {
  bookingCheckResponseSchema,
  bookingResponseSchema,
  poolUsedUpReason,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bookingsOf, membersLike, poolSums, raceSuite } from '../../test/ledger-races';
import {
  at,
  balancesOf,
  bookAs,
  createBookableProvider,
  ledgerOf,
  MONDAY,
  sponsoredMember,
} from '../../test/sponsored-member';

// The last credit under parallel load (issue 11), a member's own and an organisation pool's. Only a real PostgreSQL server runs
// transactions at the same time (PGlite runs one at a time), so this runs with TEST_DATABASE_URL.

const ROUNDS = 5;
const RACERS = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the last credit, raced', () => {
  const suite = raceSuite();

  it(`two bookings racing for the last credit: exactly one is covered, ${ROUNDS} times`, async () => {
    const { t } = suite;
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await sponsoredMember(t.app, { sessions: 1 });
      const [first, second] = await Promise.all(
        [0, 1].map(async () => createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY)),
      );
      const responses = await Promise.all(
        [first, second].map((provider, index) =>
          bookAs(t.app, member.session, {
            provider_uuid: provider?.uuid,
            kind: 'tele',
            starts_at: at(2, 9 + index * 2),
          }),
        ),
      );
      const statuses = responses
        .map((response) => bookingResponseSchema.parse(response.json()).data.status)
        .sort();
      expect(statuses).toEqual(['confirmed', 'held']);
      expect((await balancesOf(t.app, member.session))[0]?.available).toBe(0);
      const spends = (await ledgerOf(t.app, member.session)).filter((e) => e.kind === 'spend');
      expect(spends).toHaveLength(1);
    }
  }, 120_000);

  it(`${RACERS} direct spends of one last credit, bypassing the app's lock: the database takes one`, async () => {
    const { t } = suite;
    const member = await sponsoredMember(t.app, { sessions: 1 });
    const [balance] = await balancesOf(t.app, member.session);
    // The member's own bookings, each a distinct booking id a spend can name.
    const bookingIds = (await bookingsOf(t.app, member.session, RACERS)).map(({ id }) => id);
    // The first booking took the credit through the app; give it back so one is left to race for.
    const [lot] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from entitlement_lots where uuid = ${balance?.id}`,
    );
    await t.app.db.execute(sql`
      insert into entitlement_entries (lot_id, user_id, kind, amount, booking_id, created_at)
      values (${lot?.id}, ${member.id}, 'release', 1, ${bookingIds[0]}, now())`);
    const results = await Promise.allSettled(
      bookingIds.slice(1).map((bookingId) =>
        t.app.db.execute(sql`
          insert into entitlement_entries (lot_id, user_id, kind, amount, booking_id, created_at)
          values (${lot?.id}, ${member.id}, 'spend', -1, ${bookingId}, now())`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await balancesOf(t.app, member.session))[0]?.available).toBe(0);
  }, 120_000);

  it(`${RACERS} members racing for their organisation pool's last session: exactly one is covered`, async () => {
    const { t } = suite;
    const first = await sponsoredMember(t.app, { sessions: 3, pool: 1 });
    const members = await membersLike(t.app, first, RACERS);
    // This year's lots and the pool exist before the race: the racers meet on the pool's lock.
    for (const member of members) await balancesOf(t.app, member.session);
    const providers: Awaited<ReturnType<typeof createBookableProvider>>[] = [];
    while (providers.length < RACERS) {
      providers.push(await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY));
    }
    const responses = await Promise.all(
      members.map((member, index) =>
        bookAs(t.app, member.session, {
          provider_uuid: providers[index]?.uuid,
          kind: 'tele',
          starts_at: at(2, 10),
        }),
      ),
    );
    const statuses = responses.map(
      (response) => bookingResponseSchema.parse(response.json()).data.status,
    );
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'held')).toHaveLength(RACERS - 1);
    expect(await poolSums(t.app, first.organisation.id, 'spend')).toEqual({
      count: 1,
      available: 0,
    });
    // Everyone else is asked for the price and told why, with sessions of their own left.
    const losers = members.filter((_member, index) => statuses[index] === 'held');
    for (const member of losers) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/customers/bookings/check',
        headers: member.session,
        payload: { provider_uuid: providers[0]?.uuid, kind: 'tele', starts_at: at(3, 10) },
      });
      expect(bookingCheckResponseSchema.parse(check.json()).data.funding).toEqual({
        method: 'money',
        amount_due: 120_000,
        reason: poolUsedUpReason(first.organisation.name, 'therapy sessions'),
      });
      expect((await balancesOf(t.app, member.session))[0]?.available).toBe(3);
    }
  }, 120_000);
});
