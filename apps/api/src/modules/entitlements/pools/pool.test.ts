import { orgConsoleResponseSchema, poolUsedUpReason } from '@kaizen/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poolBookingSuite } from '../../../test/pool-bookings';
import {
  anotherMember,
  balancesOf,
  expectBalancesMatchLedger,
  ledgerOf,
  organisationAdmin,
  sponsoredMember,
} from '../../../test/sponsored-member';
import { entitlementEntries, entitlementLots } from '../tables';

// Issue 11: an organisation's pool, a yearly budget of sessions shared by all its members on top
// of each member's allowance. A covered booking spends from both; when the pool is used up a
// member with sessions of their own left pays and is told why; a cancel in time gives the pool
// its session back; the console shows used / total; the pool's entries name no one.

describe("an organisation's pool of sponsored sessions", () => {
  const suite = poolBookingSuite();
  const { check, book, poolEntries } = suite;
  const consolePools = async (session: Record<string, string>) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/org-admin/organisation',
      headers: session,
    });
    expect(response.statusCode, response.body).toBe(200);
    return orgConsoleResponseSchema.parse(response.json()).data.pools;
  };

  it('spends from the member and the pool, refuses the empty pool with its reason, and takes a cancel back', async () => {
    const first = await sponsoredMember(suite.t.app, { sessions: 6, pool: 2 });
    const second = await anotherMember(suite.t.app, first.organisation);
    const admin = await organisationAdmin(suite.t.app, first.organisation);
    expect(await consolePools(admin.session)).toEqual([
      expect.objectContaining({ label: 'therapy sessions', used: 0, total: 2 }),
    ]);

    expect(await check(first.session, 2)).toMatchObject({ method: 'sponsored', left_after: 5 });
    const covered = await book(first.session, 2);
    expect(covered.status).toBe('confirmed');
    expect((await book(second.session, 3)).status).toBe('confirmed');
    expect(await consolePools(admin.session)).toEqual([
      expect.objectContaining({ label: 'therapy sessions', used: 2, total: 2 }),
    ]);

    // Five of the member's own six are left, but the organisation's two are taken.
    expect((await balancesOf(suite.t.app, first.session))[0]).toMatchObject({ available: 5 });
    const refused = await check(first.session, 4);
    expect(refused).toEqual({
      method: 'money',
      amount_due: 120_000,
      reason: poolUsedUpReason(first.organisation.name, 'therapy sessions'),
    });
    expect(poolUsedUpReason('Acme', 'therapy sessions')).toBe(
      "Acme's sponsored therapy sessions for this year are used up, so this session is paid by you.",
    );
    const paid = await book(first.session, 4);
    expect(paid).toMatchObject({ status: 'held', price: 120_000 });

    // A cancel in time gives the pool its session back, and the member theirs.
    const cancelled = await suite.t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${covered.id}/cancel`,
      headers: first.session,
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await consolePools(admin.session)).toEqual([
      expect.objectContaining({ label: 'therapy sessions', used: 1, total: 2 }),
    ]);
    expect(await check(second.session, 5)).toMatchObject({ method: 'sponsored', left_after: 4 });

    // The pool is the organisation's: its entries name no one and stay out of members' ledgers.
    expect(await poolEntries(first.organisation.id)).toEqual([
      { kind: 'grant', amount: 2 },
      { kind: 'spend', amount: -1 },
      { kind: 'spend', amount: -1 },
      { kind: 'release', amount: 1 },
    ]);
    const named = await suite.t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(entitlementEntries)
      .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
      .where(
        and(
          eq(entitlementLots.organisationId, first.organisation.id),
          sql`${entitlementEntries.userId} is not null`,
        ),
      );
    expect(named[0]?.count).toBe(0);
    const [poolEntry] = await suite.t.app.db
      .select({ uuid: entitlementEntries.uuid })
      .from(entitlementEntries)
      .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
      .where(eq(entitlementLots.organisationId, first.organisation.id))
      .limit(1);
    for (const member of [first, second]) {
      const foreign = await suite.t.app.inject({
        method: 'GET',
        url: `/api/customers/entitlements/ledger/${poolEntry?.uuid}`,
        headers: member.session,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await ledgerOf(suite.t.app, first.session)).map((entry) => entry.kind)).toEqual([
      'release',
      'spend',
      'grant',
    ]);
    for (const member of [first, second]) {
      for (const { shown, summed } of await expectBalancesMatchLedger(
        suite.t.app,
        member.session,
      )) {
        expect(shown).toEqual(summed);
      }
    }
  });

  it('shows no pool for an organisation without one, and the pool only to its own administrators', async () => {
    const plain = await sponsoredMember(suite.t.app, { sessions: 3 });
    const admin = await organisationAdmin(suite.t.app, plain.organisation);
    expect(await consolePools(admin.session)).toEqual([]);
    expect(await check(plain.session, 6)).toMatchObject({ method: 'sponsored', left_after: 2 });
    const orphanPools = await suite.t.app.db
      .select({ id: entitlementLots.id })
      .from(entitlementLots)
      .where(
        and(
          eq(entitlementLots.organisationId, plain.organisation.id),
          isNull(entitlementLots.userId),
        ),
      );
    expect(orphanPools).toEqual([]);
    // A member (not an administrator) of a pooled organisation gets the console's 404.
    const pooled = await sponsoredMember(suite.t.app, { sessions: 3, pool: 10 });
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/org-admin/organisation',
      headers: pooled.session,
    });
    expect(response.statusCode).toBe(404);
  });
});
