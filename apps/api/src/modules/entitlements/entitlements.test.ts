import {
  LEDGER_ENTRY_NOT_FOUND_MESSAGE,
  bookingCheckResponseSchema,
  bookingResponseSchema,
  ledgerEntryResponseSchema,
} from '@kaizen/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { ownBalances, ownLedger } from './service';
import { entitlementEntries } from './tables';
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

// Issue 11 slice 1: an organisation's benefit as ledger credits; a covered booking is confirmed
// with no payment and spends one; a cancel in time gives it back; the ledger is the owner's only.

describe('sponsored sessions through the ledger', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof createBookableProvider>>;
  beforeAll(async () => {
    t = await createTestApp({}, new ManualClock(MONDAY));
    provider = await createBookableProvider(t.app.db, { tele: 120_000, offline: 150_000 }, MONDAY);
  });
  afterAll(() => t.app.close());

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
  const tele = (day: number) => ({
    provider_uuid: provider.uuid,
    kind: 'tele',
    starts_at: at(day, 10),
  });
  const cancel = (session: Record<string, string>, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${id}/cancel`,
      headers: session,
      payload: { reason: '' },
    });

  it('covers a member, confirms with no payment, spends one credit and gives it back on a cancel in time', async () => {
    const member = await sponsoredMember(t.app, { sessions: 2 });
    const [before] = await balancesOf(t.app, member.session);
    expect(before).toMatchObject({ granted: 2, available: 2, label: 'therapy sessions' });
    expect(before?.sponsor).toBe(member.organisation.name);

    expect(await check(member.session, tele(2))).toEqual({
      method: 'sponsored',
      sponsor: member.organisation.name,
      label: 'therapy sessions',
      left_after: 1,
      granted: 2,
      amount_due: 0,
    });
    const booked = await bookAs(t.app, member.session, tele(2));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = bookingResponseSchema.parse(booked.json()).data;
    expect(booking.status).toBe('confirmed');
    expect(booking.payment).toEqual({ status: 'not_required', checkout_url: null });
    expect((await balancesOf(t.app, member.session))[0]?.available).toBe(1);
    expect(booking).toMatchObject({ cancel_refunds: false, cancel_returns_credit: true });

    const cancelled = await cancel(member.session, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(bookingResponseSchema.parse(cancelled.json()).data.refund).toBeNull();
    expect((await balancesOf(t.app, member.session))[0]?.available).toBe(2);
    const ledger = await ledgerOf(t.app, member.session);
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.booking_id])).toEqual([
      ['release', 1, booking.id],
      ['spend', -1, booking.id],
      ['grant', 2, null],
    ]);
    expect(await expectBalancesMatchLedger(t.app, member.session)).toEqual([
      { shown: [2, 2], summed: [2, 2] },
    ]);
  });

  it('asks a member whose benefit is used up for the price, and says why', async () => {
    const member = await sponsoredMember(t.app, { sessions: 1 });
    expect((await bookAs(t.app, member.session, tele(3))).statusCode).toBe(201);
    const funding = await check(member.session, tele(4));
    expect(funding).toEqual({
      method: 'money',
      amount_due: 120_000,
      reason: `Your ${member.organisation.name} benefit of 1 therapy sessions this year is used up, so this session is paid by you.`,
    });
    const paid = bookingResponseSchema.parse((await bookAs(t.app, member.session, tele(4))).json());
    expect(paid.data.status).toBe('held');
    expect(paid.data.payment.checkout_url).not.toBeNull();
    expect((await balancesOf(t.app, member.session))[0]?.available).toBe(0);
  });

  it('charges for a kind the benefit does not cover, and charges people with no organisation', async () => {
    const member = await sponsoredMember(t.app, { sessions: 3 });
    const offline = { ...tele(5), kind: 'offline', clinic_id: provider.clinicId };
    expect(await check(member.session, offline)).toMatchObject({
      method: 'money',
      amount_due: 150_000,
      reason: `${member.organisation.name} covers therapy sessions only, so this session is paid by you.`,
    });
    const patient = await signUp(t.app);
    expect(await check(patient.session, tele(5))).toEqual({
      method: 'money',
      amount_due: 120_000,
      reason: null,
    });
    expect(await balancesOf(t.app, patient.session)).toEqual([]);
  });

  it('keeps the credit spent when the member cancels inside 24 hours', async () => {
    const member = await sponsoredMember(t.app, { sessions: 2 });
    const booked = bookingResponseSchema.parse(
      (await bookAs(t.app, member.session, tele(6))).json(),
    );
    t.clock.set(new Date(Date.parse(booked.data.starts_at) - DAY_MS / 2));
    try {
      expect((await cancel(member.session, booked.data.id)).statusCode).toBe(200);
      expect((await balancesOf(t.app, member.session))[0]?.available).toBe(1);
    } finally {
      t.clock.set(MONDAY);
    }
  });

  it('shows a ledger entry to its owner only (another person gets 404)', async () => {
    const member = await sponsoredMember(t.app, { sessions: 2 });
    const [grant] = await ledgerOf(t.app, member.session);
    if (!grant) throw new Error('no grant');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customers/entitlements/ledger/${grant.id}`,
      headers: member.session,
    });
    expect(ledgerEntryResponseSchema.parse(own.json()).data).toEqual(grant);
    const stranger = await signUp(t.app);
    for (const id of [grant.id, 'not-a-uuid']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/customers/entitlements/ledger/${id}`,
        headers: stranger.session,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ errors: [LEDGER_ENTRY_NOT_FOUND_MESSAGE] });
    }
  });

  it('grants once a year, expires what is left at the year end, and never changes an entry', async () => {
    const member = await sponsoredMember(t.app, { sessions: 4 });
    await Promise.all([1, 2, 3].map(() => balancesOf(t.app, member.session)));
    // A year on (through the service: a session token does not live that long).
    const nextYear = new Date('2027-01-01T00:00:00Z');
    const [next] = await ownBalances(t.app.db, { id: member.id, deviceSessionId: null }, nextYear);
    expect(next).toMatchObject({
      granted: 4,
      available: 4,
      period_starts_at: nextYear.toISOString(),
    });
    const ledger = await ownLedger(t.app.db, { id: member.id, deviceSessionId: null }, nextYear);
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['expiry', -4],
      ['grant', 4],
      ['grant', 4],
    ]);
    await expect(
      t.app.db
        .update(entitlementEntries)
        .set({ amount: 40 })
        .where(eq(entitlementEntries.userId, member.id)),
    ).rejects.toThrow();
  });

  it('refuses, in the database, an entry that would take the balance below zero', async () => {
    const member = await sponsoredMember(t.app, { sessions: 1 });
    const [balance] = await balancesOf(t.app, member.session);
    const booked = await bookAs(t.app, member.session, tele(8));
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = bookingResponseSchema.parse(booked.json()).data.id;
    await expect(
      t.app.db.execute(sql`
        insert into entitlement_entries (lot_id, user_id, kind, amount, created_at)
        select id, user_id, 'expiry', -1, now() from entitlement_lots where uuid = ${balance?.id}`),
    ).rejects.toThrow();
    expect(bookingId).toBeDefined();
  });
});
