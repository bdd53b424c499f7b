import {
  PACKAGE_ALREADY_USED_MESSAGE,
  PACKAGE_EXPERT_MISMATCH_MESSAGE,
  PACKAGE_NOT_FOUND_MESSAGE,
  bookingCheckResponseSchema,
  bookingResponseSchema,
  packageCatalogueResponseSchema,
  packageDetailsResponseSchema,
  packagePurchaseResponseSchema,
  paymentViewSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionFrom, signIn, signUp } from '../../test/auth';
import {
  at,
  balancesOf,
  bookAs,
  createBookableProvider,
  DAY_MS,
  expectBalancesMatchLedger,
  ledgerOf,
  MONDAY,
  sponsoredMember,
} from '../../test/sponsored-member';
import { payments } from '../commerce/tables';
import { providers } from '../providers/tables';
import { listPackages } from './queries';
import { seedDemoPackages } from './seed';
import {
  buyWithTestGateway,
  createTestPackage,
  purchaseOf,
  purchasesOf,
  startPurchase,
} from './test-support';

// Issue 11, packages: bought through the test gateway, granted as a ledger lot on capture,
// spent by the policy engine after sponsored credit, given back by a cancel in time, tied to an
// expert when bought so, expired after a year, refunded only unused; the owner's only.

describe('packages', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof createBookableProvider>>;
  let fourSessions: Awaited<ReturnType<typeof createTestPackage>>;
  beforeAll(async () => {
    t = await createTestApp({}, new ManualClock(MONDAY));
    provider = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
    fourSessions = await createTestPackage(t.app.db, { sessions: 4 });
  });
  afterAll(() => t.app.close());

  const tele = (day: number, hour = 10, expert = provider) => ({
    provider_uuid: expert.uuid,
    kind: 'tele',
    starts_at: at(day, hour),
  });
  const check = async (session: Record<string, string>, body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings/check',
      headers: session,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return bookingCheckResponseSchema.parse(response.json()).data.funding;
  };
  const book = async (session: Record<string, string>, body: Record<string, unknown>) => {
    const response = await bookAs(t.app, session, body);
    expect(response.statusCode, response.body).toBe(201);
    return bookingResponseSchema.parse(response.json()).data;
  };
  const cancel = (session: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${id}/cancel`,
      headers: session,
      payload: { reason: '' },
    });
  const bookingOf = async (session: Record<string, string>, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/bookings/${id}`,
      headers: session,
    });
    return bookingResponseSchema.parse(response.json()).data;
  };
  const refund = (session: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/packages/${id}/refund`,
      headers: session,
    });

  it('lists the catalogue with a lower price per session than a single session', async () => {
    await seedDemoPackages(t.app.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/packages/catalogue',
      headers: (await signUp(t.app)).session,
    });
    const { data } = packageCatalogueResponseSchema.parse(response.json());
    const seeded = data.filter((entry) => entry.info_id <= 4);
    expect(seeded.map((entry) => [entry.info_id, entry.name, entry.sessions])).toEqual([
      [1, '4 therapy sessions', 4],
      [2, '8 therapy sessions', 8],
      [3, '3 psychiatry follow-ups', 3],
      [4, 'Psychiatry + therapy', 4],
    ]);
    expect(seeded[0]).toMatchObject({ price_paise: 360_000, per_session_paise: 90_000 });
    expect(seeded[1]?.per_session_paise).toBeLessThan(seeded[0]?.per_session_paise ?? 0);
    expect(seeded[3]?.items.map((item) => [item.label, item.sessions])).toEqual([
      ['psychiatry sessions', 1],
      ['therapy sessions', 3],
    ]);
  });

  it('grants the sessions on capture, books with them (no payment, 1 of 4), and a cancel in time gives one back', async () => {
    const buyer = await signUp(t.app);
    const id = await buyWithTestGateway(t.app, buyer.session, { package_id: fourSessions.uuid });
    const bought = await purchaseOf(t.app, buyer.session, id);
    expect(bought).toMatchObject({ status: 'active', sessions_total: 4, sessions_left: 4 });
    expect(bought.paid_at).toBe(MONDAY.toISOString());
    expect(bought.expires_at).toBe('2027-03-02T00:00:00.000Z');
    expect(bought.can_refund).toBe(true);
    const [lot] = await balancesOf(t.app, buyer.session);
    expect(lot).toMatchObject({ source: 'package', granted: 4, available: 4 });

    expect(await check(buyer.session, tele(2))).toEqual({
      method: 'package',
      package_name: '4 therapy sessions',
      session_number: 1,
      granted: 4,
      left_after: 3,
      amount_due: 0,
    });
    const booking = await book(buyer.session, tele(2));
    expect(booking.status).toBe('confirmed');
    expect(booking.payment).toEqual({ status: 'not_required', checkout_url: null });
    expect(booking.cancel_returns_credit).toBe(true);
    expect(await purchaseOf(t.app, buyer.session, id)).toMatchObject({
      sessions_left: 3,
      can_refund: false,
    });
    expect((await check(buyer.session, tele(3))).method).toBe('package');

    expect((await cancel(buyer.session, booking.id)).statusCode).toBe(200);
    expect((await purchaseOf(t.app, buyer.session, id)).sessions_left).toBe(4);
    const ledger = await ledgerOf(t.app, buyer.session);
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['release', 1],
      ['spend', -1],
      ['grant', 4],
    ]);
    expect(await expectBalancesMatchLedger(t.app, buyer.session)).toEqual([
      { shown: [4, 4], summed: [4, 4] },
    ]);
  });

  it('spends sponsored credit before package credit', async () => {
    const member = await sponsoredMember(t.app, { sessions: 1 });
    await buyWithTestGateway(t.app, member.session, { package_id: fourSessions.uuid });
    expect((await check(member.session, tele(4))).method).toBe('sponsored');
    await book(member.session, tele(4));
    expect(await check(member.session, tele(5))).toMatchObject({
      method: 'package',
      session_number: 1,
    });
  });

  it('spends a package tied to an expert only on that expert, and refuses an expert of another type', async () => {
    const buyer = await signUp(t.app);
    const other = await createBookableProvider(t.app.db, { tele: 130_000 }, MONDAY);
    await buyWithTestGateway(t.app, buyer.session, {
      package_id: fourSessions.uuid,
      provider_uuid: provider.uuid,
    });
    const [purchase] = await purchasesOf(t.app, buyer.session);
    expect(purchase?.expert).toMatchObject({ uuid: provider.uuid, provider_type: 'therapy' });
    expect(await check(buyer.session, tele(6, 10, other))).toEqual({
      method: 'money',
      amount_due: 130_000,
      reason:
        'Your package "4 therapy sessions" is for sessions with your own expert only, so this session is paid by you.',
    });
    expect((await book(buyer.session, tele(6, 10, other))).status).toBe('held');
    expect((await book(buyer.session, tele(6, 14))).status).toBe('confirmed');

    const psychiatryOnly = await createTestPackage(t.app.db, { providerTypes: ['psychiatry'] });
    const refused = await startPurchase(t.app, buyer.session, {
      package_id: psychiatryOnly.uuid,
      provider_uuid: provider.uuid,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [PACKAGE_EXPERT_MISMATCH_MESSAGE] });
  });

  it('ends a package a year after payment: what is left expires and the price is asked', async () => {
    const clock = new ManualClock(MONDAY);
    const local = await createTestApp({}, clock);
    try {
      const expert = await createBookableProvider(local.app.db, { tele: 120_000 }, MONDAY);
      const entry = await createTestPackage(local.app.db, { sessions: 2 });
      const buyer = await signUp(local.app);
      const id = await buyWithTestGateway(local.app, buyer.session, { package_id: entry.uuid });
      clock.set(new Date(MONDAY.getTime() + 365 * DAY_MS));
      // A year on, the old session has expired: the buyer signs in again.
      const again = await signIn(local.app, buyer.email);
      expect(again.statusCode, again.body).toBe(200);
      buyer.session = sessionFrom(again);
      expect(await purchaseOf(local.app, buyer.session, id)).toMatchObject({
        status: 'active',
        sessions_left: 0,
        can_refund: false,
      });
      const ledger = await ledgerOf(local.app, buyer.session);
      expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['expiry', -2],
        ['grant', 2],
      ]);
      expect(await balancesOf(local.app, buyer.session)).toEqual([]);
      const booked = await bookAs(local.app, buyer.session, {
        provider_uuid: expert.uuid,
        kind: 'tele',
        starts_at: new Date(clock.now().getTime() + 2 * DAY_MS + 10 * 3_600_000).toISOString(),
      });
      expect(bookingResponseSchema.parse(booked.json()).data.status).toBe('held');
    } finally {
      await local.app.close();
    }
  });

  it('refunds an unused package in full and expires its sessions; a used one is not refunded', async () => {
    const buyer = await signUp(t.app);
    const used = await buyWithTestGateway(t.app, buyer.session, { package_id: fourSessions.uuid });
    const booking = await book(buyer.session, tele(8));
    const refused = await refund(buyer.session, used);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [PACKAGE_ALREADY_USED_MESSAGE] });
    // Cancelled in time, the session is back: the package is unused again.
    await cancel(buyer.session, booking.id);
    const refunded = await refund(buyer.session, used);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(packagePurchaseResponseSchema.parse(refunded.json()).data).toMatchObject({
      status: 'refunded',
      sessions_left: 0,
      can_refund: false,
    });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.referenceId, used));
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: 360_000 });
    expect((await ledgerOf(t.app, buyer.session))[0]).toMatchObject({
      kind: 'expiry',
      amount: -4,
    });
    expect(await balancesOf(t.app, buyer.session)).toEqual([]);
    expect((await check(buyer.session, tele(9))).method).toBe('money');
    expect((await refund(buyer.session, used)).statusCode).toBe(409);
  });

  it('marks a purchase whose payment failed, and grants nothing', async () => {
    const buyer = await signUp(t.app);
    const id = await buyWithTestGateway(
      t.app,
      buyer.session,
      { package_id: fourSessions.uuid },
      'fail',
    );
    expect(await purchaseOf(t.app, buyer.session, id)).toMatchObject({
      status: 'failed',
      sessions_left: 0,
    });
    expect(await ledgerOf(t.app, buyer.session)).toEqual([]);
  });

  it('answers the SPEC §3 package details of the newest package with sessions left', async () => {
    const buyer = await signUp(t.app);
    const details = async () =>
      packageDetailsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/customers/package_details',
            headers: buyer.session,
          })
        ).json(),
      ).data;
    expect(await details()).toBeNull();
    await buyWithTestGateway(t.app, buyer.session, {
      package_id: fourSessions.uuid,
      provider_uuid: provider.uuid,
    });
    expect(await details()).toMatchObject({
      package: {
        package: {
          info: {
            id: fourSessions.infoId,
            analytics: { package_type: 'therapy', package_sub_type: 'therapy_4' },
          },
        },
      },
      mytherapist: { uuid: provider.uuid },
      mypsychiatrist: null,
      package_coach_id: null,
      is_package_client: true,
      org_package_for: null,
    });
  });

  it('answers 404 for another person on every package route, and for unknown ids', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = await buyWithTestGateway(t.app, owner.session, { package_id: fourSessions.uuid });
    const [entry] = await ledgerOf(t.app, owner.session);
    for (const [method, url] of [
      ['GET', `/api/customers/packages/${id}`],
      ['POST', `/api/customers/packages/${id}/refund`],
      ['GET', `/api/customers/entitlements/ledger/${entry?.id}`],
      ['GET', '/api/customers/packages/not-a-uuid'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: stranger.session });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await purchasesOf(t.app, stranger.session)).toEqual([]);
    const payment = await t.app.db.select().from(payments).where(eq(payments.referenceId, id));
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment[0]?.uuid}`,
      headers: stranger.session,
    });
    expect(view.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment[0]?.uuid}`,
      headers: owner.session,
    });
    expect(paymentViewSchema.parse(own.json().data).purpose).toBe('package');
    const unknown = await startPurchase(t.app, owner.session, {
      package_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [PACKAGE_NOT_FOUND_MESSAGE] });
  });

  it('marks the first session with an expert as the intake, except one paid by package info id 3', async () => {
    await seedDemoPackages(t.app.db);
    const buyer = await signUp(t.app);
    // Sessions paid by a package are confirmed at once (a held, unpaid one is not a session yet).
    await buyWithTestGateway(t.app, buyer.session, { package_id: fourSessions.uuid });
    const first = await book(buyer.session, tele(20));
    const second = await book(buyer.session, tele(21));
    expect([first.is_intake, second.is_intake]).toEqual([true, false]);
    // The first one cancelled, the next one is the first consultation.
    await cancel(buyer.session, first.id);
    expect((await bookingOf(buyer.session, second.id)).is_intake).toBe(true);

    const psychiatrist = await createBookableProvider(t.app.db, { tele: 150_000 }, MONDAY);
    await t.app.db
      .update(providers)
      .set({ providerType: 'psychiatry' })
      .where(eq(providers.id, psychiatrist.id));
    const [followUps] = (await listPackages(t.app.db)).filter((entry) => entry.infoId === 3);
    if (!followUps) throw new Error('the seeded catalogue has package info id 3');
    await buyWithTestGateway(t.app, buyer.session, { package_id: followUps.uuid });
    const followUp = await book(buyer.session, tele(22, 10, psychiatrist));
    expect(followUp).toMatchObject({ status: 'confirmed', is_intake: false });
  });
});
