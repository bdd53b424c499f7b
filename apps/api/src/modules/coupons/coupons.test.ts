import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FULLY_USED_MESSAGE,
  COUPON_UNKNOWN_MESSAGE,
  COUPON_USE_NOT_FOUND_MESSAGE,
  COUPONS_UNAVAILABLE_MESSAGE,
  BOOKING_HOLD_MINUTES,
  bookingResponseSchema,
  couponUseResponseSchema,
  couponUsesResponseSchema,
  featuresResponseSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, DAY_MS, MONDAY } from '../../test/sponsored-member';
import { payments } from '../commerce/tables';
import { createTestOrganisation, joinByInvitation } from '../../test/organisation';
import { overrideFlag } from '../../test/feature-flags';
import {
  checkWithCoupon,
  createCoupon,
  payAtCheckout,
  TEST_ADMIN_TOKEN,
  uniqueCode,
} from './test-support';

// Coupons (issue 11): applied by the one policy engine after every credit, charged less through
// the gateway, refunded what was paid, refused with a reason, given back when never paid.

let t: TestApp;
let provider: Awaited<ReturnType<typeof createBookableProvider>>;
beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_TOKEN: TEST_ADMIN_TOKEN, COUPON_ATTEMPTS_PER_HOUR: '25' },
    new ManualClock(MONDAY),
  );
  provider = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
});
afterAll(() => t.app.close());

let hour = 8;
let day = 1;
/** A fresh slot each time (the provider has hourly slots 08:00-20:00 every day). */
const nextSlot = () => {
  hour += 1;
  if (hour >= 20) [hour, day] = [8, day + 1];
  return { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(day, hour) };
};
const welcomeTerms = {
  discount_type: 'percent',
  percent_off: 20,
  max_discount: 50_000,
  first_session_only: true,
};

const bookWithCoupon = async (session: Record<string, string>, code: string) => {
  const response = await bookAs(t.app, session, { ...nextSlot(), coupon_code: code });
  return response;
};

describe('coupons on a booking', () => {
  it('takes 20% off a first session, charges the discount through the gateway and refunds what was paid', async () => {
    const coupon = await createCoupon(t.app, welcomeTerms);
    const patient = await signUp(t.app);
    const slot = nextSlot();
    const check = await checkWithCoupon(t.app, patient.session, {
      ...slot,
      coupon_code: coupon.code.toLowerCase(),
    });
    expect(check.coupon_error).toBeNull();
    expect(check.funding).toEqual({
      method: 'money',
      amount_due: 96_000,
      reason: null,
      coupon: { code: coupon.code, discount: 24_000 },
    });
    const booked = await bookAs(t.app, patient.session, { ...slot, coupon_code: coupon.code });
    expect(booked.statusCode, booked.body).toBe(201);
    const held = bookingResponseSchema.parse(booked.json()).data;
    expect(held).toMatchObject({ status: 'held', price: 120_000, discount: 24_000 });
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.referenceId, held.id));
    expect(payment?.amountPaise).toBe(96_000);

    await payAtCheckout(t.app, held.payment.checkout_url);
    const uses = await t.app.inject({
      method: 'GET',
      url: '/api/customers/coupons/uses',
      headers: patient.session,
    });
    expect(couponUsesResponseSchema.parse(uses.json()).data).toMatchObject([
      { code: coupon.code, discount: 24_000, booking_id: held.id, state: 'used' },
    ]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${held.id}/cancel`,
      headers: patient.session,
      payload: { reason: '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(bookingResponseSchema.parse(cancelled.json()).data.refund?.amount).toBe(96_000);
    // Cancelled in time: the coupon comes back with the money (release.test.ts has the rules).
    const again = await checkWithCoupon(t.app, patient.session, {
      ...nextSlot(),
      coupon_code: coupon.code,
    });
    expect(again.coupon_error).toBeNull();
  });

  it('says why a coupon does not apply, and books nothing with it', async () => {
    const patient = await signUp(t.app);
    const expired = await createCoupon(t.app, {
      discount_type: 'fixed',
      amount_off: 10_000,
      valid_until: new Date(MONDAY.getTime() - DAY_MS).toISOString(),
    });
    const psychiatry = await createCoupon(t.app, {
      discount_type: 'fixed',
      amount_off: 10_000,
      provider_types: ['psychiatry'],
    });
    const errorOf = async (code: string) =>
      (await checkWithCoupon(t.app, patient.session, { ...nextSlot(), coupon_code: code }))
        .coupon_error;
    expect(await errorOf(uniqueCode('NOPE'))).toBe(COUPON_UNKNOWN_MESSAGE);
    expect(await errorOf(expired.code)).toBe(COUPON_EXPIRED_MESSAGE);
    expect(await errorOf(psychiatry.code)).toBe('This coupon is not valid for therapy sessions.');

    const refused = await bookWithCoupon(patient.session, expired.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [COUPON_EXPIRED_MESSAGE] });
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/customers/bookings/upcoming',
      headers: patient.session,
    });
    expect(upcoming.body).not.toContain('"held"');
  });

  it('counts uses per person and for everyone; a hold that lapses or is cancelled unpaid gives it back', async () => {
    const coupon = await createCoupon(t.app, {
      discount_type: 'fixed',
      amount_off: 10_000,
      max_uses: 1,
    });
    const [ana, ben] = [await signUp(t.app), await signUp(t.app)];
    const first = bookingResponseSchema.parse(
      (await bookWithCoupon(ana.session, coupon.code)).json(),
    ).data;
    expect(first.discount).toBe(10_000);
    const benCheck = () =>
      checkWithCoupon(t.app, ben.session, { ...nextSlot(), coupon_code: coupon.code });
    expect((await benCheck()).coupon_error).toBe(COUPON_FULLY_USED_MESSAGE);
    expect(
      (await checkWithCoupon(t.app, ana.session, { ...nextSlot(), coupon_code: coupon.code }))
        .coupon_error,
    ).toBe(COUPON_ALREADY_USED_MESSAGE);

    // Ana's hold lapses unpaid: the use is hers no more.
    t.clock.set(new Date(MONDAY.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000));
    try {
      expect((await benCheck()).coupon_error).toBeNull();
      const benBooking = bookingResponseSchema.parse(
        (await bookWithCoupon(ben.session, coupon.code)).json(),
      ).data;
      expect(benBooking.discount).toBe(10_000);
      expect((await benCheck()).coupon_error).toBe(COUPON_ALREADY_USED_MESSAGE);
      // Ben cancels before paying: everyone may use it again.
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/customers/bookings/${benBooking.id}/cancel`,
        headers: ben.session,
        payload: { reason: '' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await benCheck()).coupon_error).toBeNull();
      const uses = await t.app.inject({
        method: 'GET',
        url: '/api/customers/coupons/uses',
        headers: ben.session,
      });
      expect(couponUsesResponseSchema.parse(uses.json()).data.map((use) => use.state)).toEqual([
        'released',
      ]);
    } finally {
      t.clock.set(MONDAY);
    }
  });

  it('refuses a coupon on a session the organisation covers, and for members whose organisation turned coupons off', async () => {
    const coupon = await createCoupon(t.app, { discount_type: 'fixed', amount_off: 10_000 });
    const organisation = await createTestOrganisation(t.app.db);
    await overrideFlag(t.app, TEST_ADMIN_TOKEN, {
      flag: 'cf_coupon_enabled',
      shortCode: organisation.shortCode,
      enabled: false,
    });
    const member = await signUp(t.app);
    await joinByInvitation(t.app, member.session, organisation.shortCode);
    const check = await checkWithCoupon(t.app, member.session, {
      ...nextSlot(),
      coupon_code: coupon.code,
    });
    expect(check.coupon_error).toBe(COUPONS_UNAVAILABLE_MESSAGE);
    expect(check.funding).toEqual({ method: 'money', amount_due: 120_000, reason: null });
    const features = await t.app.inject({
      method: 'GET',
      url: '/api/features',
      headers: member.session,
    });
    expect(featuresResponseSchema.parse(features.json()).features).toContainEqual({
      name: 'cf_coupon_enabled',
      enabled: false,
    });
  });

  it('shows a coupon use to its owner only (another person gets 404)', async () => {
    const coupon = await createCoupon(t.app, { discount_type: 'fixed', amount_off: 5_000 });
    const owner = await signUp(t.app);
    const booked = await bookWithCoupon(owner.session, coupon.code);
    expect(booked.statusCode, booked.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/customers/coupons/uses',
      headers: owner.session,
    });
    const [use] = couponUsesResponseSchema.parse(list.json()).data;
    if (!use) throw new Error('no use');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/customers/coupons/uses/${use.id}`,
      headers: owner.session,
    });
    expect(couponUseResponseSchema.parse(own.json()).data).toEqual(use);
    const stranger = await signUp(t.app);
    for (const id of [use.id, 'not-a-uuid']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/customers/coupons/uses/${id}`,
        headers: stranger.session,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ errors: [COUPON_USE_NOT_FOUND_MESSAGE] });
    }
    const strangerList = await t.app.inject({
      method: 'GET',
      url: '/api/customers/coupons/uses',
      headers: stranger.session,
    });
    expect(couponUsesResponseSchema.parse(strangerList.json()).data).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/customers/coupons/uses' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits how many codes one person may try', async () => {
    const patient = await signUp(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 26; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/bookings/check',
        headers: patient.session,
        payload: { ...nextSlot(), coupon_code: uniqueCode('GUESS') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
    // Checks without a code are not counted.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings/check',
      headers: patient.session,
      payload: nextSlot(),
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe('coupon operators and the feature-flag path', () => {
  it('creates coupons with the admin token only, refuses a taken code and impossible terms', async () => {
    const code = uniqueCode('OPS');
    const body = { code, discount_type: 'fixed', amount_off: 10_000 };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(404);
    const created = await createCoupon(t.app, body);
    expect(created).toMatchObject({ code, amount_off: 10_000, max_uses_per_user: 1, uses: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
      payload: { ...body, code: code.toLowerCase() },
    });
    expect(again.statusCode).toBe(409);
    const impossible = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
      payload: { code: uniqueCode(), discount_type: 'percent', amount_off: 100 },
    });
    expect(impossible.statusCode).toBe(422);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupons',
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
    });
    expect(list.body).toContain(code);
  });

  it('answers the feature flags and the listing offers to visitors', async () => {
    const offer = await createCoupon(t.app, { ...welcomeTerms, show_on_listing: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/features' });
    expect(response.statusCode).toBe(200);
    const features = featuresResponseSchema.parse(response.json());
    expect(features.features).toContainEqual({ name: 'cf_coupon_enabled', enabled: true });
    expect(features.features).toContainEqual({
      name: 'public_show_coupon_code_on_customer_listing',
      enabled: true,
    });
    expect(features.offers).toContainEqual({
      code: offer.code,
      text: '20% off your first session (up to ₹500)',
      provider_types: [],
    });
  });
});
