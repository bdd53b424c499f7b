import {
  HOLD_COVER_LAPSED_MESSAGE,
  orgPoolsResponseSchema,
  partCoverReceiptText,
  partCoverSummary,
  POOL_BELOW_USED_MESSAGE,
  sharedPoolUsedUpText,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction';
import { poolBookingSuite } from '../../../test/pool-bookings';
import {
  anotherMember,
  MONDAY,
  notifyEnv,
  organisationAdmin,
  sharedPoolMember,
} from '../../../test/sponsored-member';
import { confirmPaidBooking } from '../../bookings/service';
import { payments } from '../../commerce/tables';
import { bookingFunding } from '../service';
import { organisationBenefits } from '../tables';

// Issue 11: pool-only and money-pool benefits, and holds. A money pool pays up to a set amount of
// each session from the organisation's yearly budget; the rest is the member's to pay, and while
// that payment is pending the pool's part is held (a 'hold' entry): confirmed, it becomes a spend;
// lapsed or cancelled, it is released. A pool-only benefit covers whole sessions from the shared
// pool alone. The console resizes a pool with an adjustment entry.

describe('pool-only and money pools, with holds', () => {
  const suite = poolBookingSuite();
  const { check, book, poolEntries } = suite;
  const memberOf = (name: string, kind: 'pool_only' | 'money_pool', size: number, cover?: number) =>
    sharedPoolMember(suite.t.app, { name, kind, size, ...(cover === undefined ? {} : { cover }) });
  const pay = (uuid: string) =>
    inTransaction(suite.t.app.db, (tx) =>
      confirmPaidBooking(
        suite.t.app.scheduling,
        tx,
        uuid,
        suite.t.clock.now(),
        notifyEnv(suite.t.app),
        bookingFunding,
      ),
    );
  const resize = (session: Record<string, string>, id: string, size: unknown) =>
    suite.t.app.inject({
      method: 'PUT',
      url: `/api/org-admin/benefits/${id}/pool`,
      headers: session,
      payload: { size },
    });

  it('pays part from a money pool: held while the payment is pending, spent on payment', async () => {
    suite.t.clock.set(MONDAY);
    const member = await memberOf('Initech', 'money_pool', 100_000, 50_000);
    const funding = await check(member.session, 2);
    expect(funding).toEqual({
      method: 'money',
      amount_due: 70_000,
      reason: null,
      sponsor_cover: { sponsor: 'Initech', amount: 50_000 },
    });
    if (funding.method === 'money' && funding.sponsor_cover) {
      expect(partCoverSummary(funding.sponsor_cover, funding.amount_due)).toBe(
        'Covered by Initech: ₹500 · Pay ₹700',
      );
    }
    const booking = await book(member.session, 2);
    expect(booking.status).toBe('held');
    // The booking's view says who pays what part (issue 10: sponsor_cover on the booking API).
    expect(booking.sponsor_cover).toEqual({ sponsor: 'Initech', amount: 50_000 });
    // The member is charged the rest only, and the payment (and so its receipt) says both parts.
    const [payment] = await suite.t.app.db
      .select({ amount: payments.amountPaise, description: payments.description })
      .from(payments)
      .where(eq(payments.referenceId, booking.id));
    expect(payment?.amount).toBe(70_000);
    // The organisation is named (issue 10): the receipt prints this description.
    expect(payment?.description).toContain(
      partCoverReceiptText(120_000, 50_000, 70_000, 'Initech'),
    );
    expect(partCoverReceiptText(120_000, 50_000, 70_000, 'Initech')).toBe(
      'Price ₹1,200: ₹500 paid by Initech, ₹700 by you',
    );
    expect(await poolEntries(member.organisation.id)).toEqual([
      { kind: 'grant', amount: 100_000 },
      { kind: 'hold', amount: -50_000 },
    ]);
    // Held counts as gone: the next member's quote sees the ₹500 left.
    const other = await anotherMember(suite.t.app, member.organisation);
    expect(await check(other.session, 3)).toMatchObject({ sponsor_cover: { amount: 50_000 } });

    await pay(booking.id);
    expect(await poolEntries(member.organisation.id)).toEqual([
      { kind: 'grant', amount: 100_000 },
      { kind: 'hold', amount: -50_000 },
      { kind: 'release', amount: 50_000 },
      { kind: 'spend', amount: -50_000 },
    ]);
    const admin = await organisationAdmin(suite.t.app, member.organisation);
    const console = await suite.t.app.inject({
      method: 'GET',
      url: '/api/org-admin/organisation',
      headers: admin.session,
    });
    expect(console.json().data.pools).toMatchObject([
      { kind: 'money_pool', used: 50_000, total: 100_000, cover_per_session: 50_000 },
    ]);
  });

  it('releases a hold whose checkout lapsed or was cancelled, and refuses a late payment on it', async () => {
    suite.t.clock.set(MONDAY);
    const member = await memberOf('Hooli', 'money_pool', 60_000, 60_000);
    const lapsed = await book(member.session, 4);
    // The checkout's 10 minutes pass: the next look at the ledger releases the hold.
    suite.t.clock.set(new Date(MONDAY.getTime() + 11 * 60_000));
    const other = await anotherMember(suite.t.app, member.organisation);
    expect(await check(other.session, 5)).toMatchObject({ sponsor_cover: { amount: 60_000 } });
    expect((await poolEntries(member.organisation.id)).map((entry) => entry.kind)).toEqual([
      'grant',
      'hold',
      'release',
    ]);
    await expect(pay(lapsed.id)).rejects.toMatchObject({
      statusCode: 409,
      messages: [HOLD_COVER_LAPSED_MESSAGE],
    });

    const cancelled = await book(other.session, 5);
    expect(await check(member.session, 6)).toMatchObject({
      method: 'money',
      amount_due: 120_000,
      reason: sharedPoolUsedUpText('Hooli', 'money_pool'),
    });
    const cancel = await suite.t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${cancelled.id}/cancel`,
      headers: other.session,
      payload: { reason: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await poolEntries(member.organisation.id)).slice(-2)).toEqual([
      { kind: 'hold', amount: -60_000 },
      { kind: 'release', amount: 60_000 },
    ]);
  });

  it('covers whole sessions from a pool-only benefit, says when it is used up, and resizes it by an adjustment', async () => {
    suite.t.clock.set(MONDAY);
    const member = await memberOf('Umbrella', 'pool_only', 1);
    expect(await check(member.session, 7)).toMatchObject({
      method: 'sponsored',
      sponsor: 'Umbrella',
      left_after: 0,
      granted: 1,
    });
    expect((await book(member.session, 7)).status).toBe('confirmed');
    const other = await anotherMember(suite.t.app, member.organisation);
    expect(await check(other.session, 8)).toMatchObject({
      method: 'money',
      reason: sharedPoolUsedUpText('Umbrella', 'pool_only'),
    });
    expect(sharedPoolUsedUpText('Umbrella', 'pool_only')).toContain(
      "Umbrella's shared sessions for this year are used up",
    );

    const admin = await organisationAdmin(suite.t.app, member.organisation);
    const [benefit] = await suite.t.app.db
      .select({ uuid: organisationBenefits.uuid })
      .from(organisationBenefits)
      .where(eq(organisationBenefits.organisationId, member.organisation.id));
    const id = benefit?.uuid ?? '';
    const grown = await resize(admin.session, id, 3);
    expect(grown.statusCode, grown.body).toBe(200);
    expect(orgPoolsResponseSchema.parse(grown.json()).data).toMatchObject([{ used: 1, total: 3 }]);
    expect(await check(other.session, 8)).toMatchObject({ method: 'sponsored', left_after: 1 });
    expect((await resize(admin.session, id, 2)).statusCode).toBe(200);
    expect(await poolEntries(member.organisation.id)).toEqual([
      { kind: 'grant', amount: 1 },
      { kind: 'spend', amount: -1 },
      { kind: 'adjustment', amount: 2 },
      { kind: 'adjustment', amount: -1 },
    ]);

    // Below what is used or held: refused; bad input: 422; someone else's console: 404.
    expect((await book(other.session, 8)).status).toBe('confirmed');
    const below = await resize(admin.session, id, 1);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ errors: [POOL_BELOW_USED_MESSAGE] });
    expect((await resize(admin.session, id, 0)).statusCode).toBe(422);
    expect((await resize(admin.session, id, 'many')).statusCode).toBe(422);
    expect((await poolEntries(member.organisation.id)).at(-1)).toEqual({
      kind: 'spend',
      amount: -1,
    });
    const stranger = await memberOf('Stark', 'pool_only', 5);
    const strangerAdmin = await organisationAdmin(suite.t.app, stranger.organisation);
    expect((await resize(strangerAdmin.session, id, 9)).statusCode).toBe(404);
    expect((await resize(member.session, id, 9)).statusCode).toBe(404);
  });
});
