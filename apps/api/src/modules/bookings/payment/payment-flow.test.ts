import { bookingResponseSchema, type Booking } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import { paymentRefunds, payments } from '../../commerce/tables';
import { at, createBookableProvider, DAY_MS, MONDAY } from '../test-support';

// A paid booking through the real commerce module and its built-in test gateway: checkout,
// capture (browser return and webhook racing), failure, refund on a timely cancellation, and
// one payment for a retried request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const book = (session: ClientSession, body: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...session, 'idempotency-key': key },
    payload: body,
  });

async function view(session: ClientSession, id: string): Promise<Booking> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/customers/bookings/${id}`,
    headers: session,
  });
  return bookingResponseSchema.parse(response.json()).data;
}

/**
 * The checkout's pay/fail button, then the webhook the gateway sends at the same time; answers
 * where the browser is sent back to.
 */
async function checkout(booking: Booking, outcome: 'pay' | 'fail'): Promise<URL> {
  expect(booking.payment.checkout_url).toMatch(/^\/api\/payments\/test-gateway\/checkout\//);
  const response = await t.app.inject({
    method: 'POST',
    url: `${booking.payment.checkout_url}/${outcome}`,
  });
  expect(response.statusCode, response.body).toBe(303);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the racing webhook lands
  return new URL(String(response.headers.location), 'http://web.test');
}

/** The web booking flow's confirmation step of this booking, with the gateway's outcome. */
function expectReturnToBookingFlow(back: URL, booking: Booking, paymentStatus: string) {
  expect(back.pathname).toBe(`/therapy-psychiatry/booking/${booking.provider.uuid}`);
  expect(Object.fromEntries(back.searchParams)).toMatchObject({
    step: '4',
    booking_id: booking.id,
    payment_status: paymentStatus,
  });
}

const paymentsOf = (bookingId: string) =>
  t.app.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'booking'), eq(payments.referenceId, bookingId)));

describe('paid bookings through the test gateway', () => {
  it('holds, pays once for a retried request, confirms, and refunds a timely cancellation', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 80_000 }, MONDAY);
    const alice = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(3, 10) };
    const first = await book(alice.session, body, 'paid-flow-1');
    expect(first.statusCode, first.body).toBe(201);
    const held = bookingResponseSchema.parse(first.json()).data;
    // The checkout page names the session in words, in the expert's time zone (issue 9 item 9).
    const page = await t.app.inject({ method: 'GET', url: String(held.payment.checkout_url) });
    expect(page.body).toContain(`Video session with ${provider.name}, 05 Mar 2026, 10:00 AM (UTC)`);
    expect(page.body).not.toContain('tele session');
    expect(held).toMatchObject({ status: 'held', price: 80_000, payment: { status: 'pending' } });
    const retry = await book(alice.session, body, 'paid-flow-1');
    expect(bookingResponseSchema.parse(retry.json()).data.payment.checkout_url).toBe(
      held.payment.checkout_url,
    );
    expect(await paymentsOf(held.id)).toHaveLength(1);

    expectReturnToBookingFlow(await checkout(held, 'pay'), held, 'captured');
    const confirmed = await view(alice.session, held.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      hold_expires_at: null,
      payment: { status: 'captured', checkout_url: null },
      cancel_refunds: true,
    });

    t.clock.set(new Date(Date.parse(at(3, 10)) - DAY_MS));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/customers/bookings/${held.id}/cancel`,
      headers: alice.session,
      payload: { reason: 'Travelling' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(bookingResponseSchema.parse(cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      refund: { amount: 80_000, status: 'refunded' },
    });
    const [payment] = await paymentsOf(held.id);
    const refunds = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.id ?? -1));
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([80_000]);
    t.clock.set(MONDAY);
  });

  it('leaves no booking and frees the slot when the payment fails', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 80_000 }, MONDAY);
    const alice = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(4, 10) };
    const held = bookingResponseSchema.parse(
      (await book(alice.session, body, 'paid-flow-fail')).json(),
    ).data;
    expectReturnToBookingFlow(await checkout(held, 'fail'), held, 'failed');
    expect(await view(alice.session, held.id)).toMatchObject({
      status: 'expired',
      payment: { status: 'failed' },
    });
    const bob = await signUp(t.app);
    const again = await book(bob.session, body, 'paid-flow-after-fail');
    expect(again.statusCode, again.body).toBe(201);
  });
});
