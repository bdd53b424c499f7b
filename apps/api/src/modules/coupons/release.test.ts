import {
  COUPON_FIRST_SESSION_ONLY_MESSAGE,
  bookingResponseSchema,
  couponUsesResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, sessionFrom, signIn, signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, DAY_MS, MONDAY } from '../../test/sponsored-member';
import { clinicianProviders } from '../bookings/tables';
import { checkWithCoupon, createCoupon, payAtCheckout, TEST_ADMIN_TOKEN } from './test-support';

// A paid session cancelled in time gives its coupon back by the engine's rule for credits (issue
// 11): cancelled by the clinician at any time, or by the person at least 24 h ahead. A late
// cancel by the person keeps it used. A first-session coupon is usable again after a first
// session that never took place.

let t: TestApp;
let provider: Awaited<ReturnType<typeof createBookableProvider>>;
let doctor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: TEST_ADMIN_TOKEN }, new ManualClock(MONDAY));
  provider = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
  const account = await createAccount(t.app, 'therapist');
  await t.app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  doctor = sessionFrom(await signIn(t.app, account.email, { platform: 'kaizen-clinician' }));
});
afterAll(() => t.app.close());

const welcome = { discount_type: 'percent', percent_off: 20, first_session_only: true };
const slot = (day: number, hour: number) => ({
  provider_uuid: provider.uuid,
  kind: 'tele',
  starts_at: at(day, hour),
});

/** A patient's paid booking with a fresh first-session coupon. */
async function paidWithCoupon(day: number, hour: number) {
  const coupon = await createCoupon(t.app, welcome);
  const patient = await signUp(t.app);
  const booked = await bookAs(t.app, patient.session, {
    ...slot(day, hour),
    coupon_code: coupon.code,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const held = bookingResponseSchema.parse(booked.json()).data;
  await payAtCheckout(t.app, held.payment.checkout_url);
  return { coupon, patient, booking: held };
}

const useStates = async (session: Record<string, string>) =>
  couponUsesResponseSchema
    .parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/customers/coupons/uses', headers: session })
      ).json(),
    )
    .data.map((use) => use.state);

describe('a coupon on a cancelled paid session', () => {
  it("comes back when the clinician cancels: the patient's first session never took place", async () => {
    const { coupon, patient, booking } = await paidWithCoupon(2, 9);
    expect(await useStates(patient.session)).toEqual(['used']);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/bookings/${booking.id}/cancel`,
      headers: doctor,
      payload: { reason: 'I am unwell today.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await useStates(patient.session)).toEqual(['released']);
    const again = await checkWithCoupon(t.app, patient.session, {
      ...slot(3, 9),
      coupon_code: coupon.code,
    });
    expect(again.coupon_error).toBeNull();
    expect(again.funding).toMatchObject({ method: 'money', amount_due: 96_000 });
    // Used on the session that does take place: then it is theirs no more.
    const rebooked = await bookAs(t.app, patient.session, {
      ...slot(3, 9),
      coupon_code: coupon.code,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(201);
    await payAtCheckout(
      t.app,
      bookingResponseSchema.parse(rebooked.json()).data.payment.checkout_url,
    );
    const after = await checkWithCoupon(t.app, patient.session, {
      ...slot(3, 11),
      coupon_code: coupon.code,
    });
    expect(after.coupon_error).toBe(COUPON_FIRST_SESSION_ONLY_MESSAGE);
  });

  it("comes back on the patient's cancel in time, and stays used on a late one", async () => {
    const early = await paidWithCoupon(4, 9);
    const cancel = (session: Record<string, string>, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/bookings/${id}/cancel`,
        headers: session,
        payload: { reason: '' },
      });
    expect((await cancel(early.patient.session, early.booking.id)).statusCode).toBe(200);
    expect(await useStates(early.patient.session)).toEqual(['released']);

    const late = await paidWithCoupon(5, 9);
    t.clock.set(new Date(Date.parse(late.booking.starts_at) - DAY_MS / 2));
    try {
      const response = await cancel(late.patient.session, late.booking.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(await useStates(late.patient.session)).toEqual(['used']);
    } finally {
      t.clock.set(MONDAY);
    }
  });
});
