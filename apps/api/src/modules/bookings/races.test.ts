import { bookingResponseSchema, type Booking } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../test/auth';
import { payments } from '../commerce/tables';
import { expireLapsedHolds } from './lifecycle/sweeper';
import { clinicianProviders } from './tables';
import { at, bookingRow, createBookableProvider, HOUR_MS, MONDAY } from './test-support';

// Issue 8 case 7, repeated as the issue writes it: clinician marks sent together, cancel racing
// pay, pay racing fail, and holds that expire. After each, the booking, its payment state and
// refund agree with the payment, and the browser's return address names the settled state.
// Only a PostgreSQL server runs the racing transactions at once (PGlite runs one at a time).

const ROUNDS = 8;
let t: TestApp;
let patient: ClientSession;
beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '20' }, new ManualClock(MONDAY));
  patient = (await signUp(t.app)).session;
}, 60_000);
afterAll(() => t.app.close());

let keys = 0;
async function hold(providerUuid: string, startsAt: string): Promise<Booking> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...patient, 'idempotency-key': `race-${Date.now()}-${(keys += 1)}` },
    payload: { provider_uuid: providerUuid, kind: 'tele', starts_at: startsAt },
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingResponseSchema.parse(response.json()).data;
}

const checkout = (booking: Booking, outcome: 'pay' | 'fail') =>
  t.app.inject({ method: 'POST', url: `${booking.payment.checkout_url}/${outcome}` });

const cancel = (booking: Booking) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/bookings/${booking.id}/cancel`,
    headers: patient,
    payload: { reason: 'Changed my mind' },
  });

const paymentOf = async (bookingId: string) => {
  const [row] = await t.app.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'booking'), eq(payments.referenceId, bookingId)));
  if (!row) throw new Error(`no payment for ${bookingId}`);
  return row;
};

/** The racing webhooks of the test gateway have landed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** What the booking says about the money is what the payment says. */
async function expectBookingAgreesWithPayment(bookingId: string) {
  const booking = await bookingRow(t.app.db, bookingId);
  const payment = await paymentOf(bookingId);
  if (payment.capturedAt === null) {
    expect(booking.paymentState).toBe('failed');
    expect(booking.status).not.toBe('confirmed');
    expect(booking.refundAmount).toBeNull();
  } else if (payment.refundedPaise === payment.amountPaise) {
    expect(booking.paymentState).toBe('refunded');
    expect(booking.refundAmount).toBe(payment.amountPaise);
    expect(booking.status).toBe('cancelled');
  } else {
    expect(booking.paymentState).toBe('captured');
    expect(booking.status).toBe('confirmed');
  }
  return { booking, payment };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('races on the PostgreSQL server', () => {
  it('gives complete and no_show sent together to exactly one (the other answers 409)', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const account = await createAccount(t.app, 'therapist');
    await t.app.db
      .insert(clinicianProviders)
      .values({ userId: account.id, providerId: provider.id });
    const doctor = sessionFrom(await signIn(t.app, account.email, { platform: 'android' }));
    const sessions = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      sessions.push(await hold(provider.uuid, at(1, 8 + round)));
    }
    t.clock.set(new Date(Date.parse(at(1, 8 + ROUNDS)) + HOUR_MS));
    try {
      for (const session of sessions) {
        const [complete, noShow] = await Promise.all(
          ['complete', 'no_show'].map((mark) =>
            t.app.inject({
              method: 'POST',
              url: `/api/clinicians/bookings/${session.id}/${mark}`,
              headers: doctor,
            }),
          ),
        );
        const codes = [complete?.statusCode, noShow?.statusCode].sort();
        expect(codes).toEqual([200, 409]);
        const winner = complete?.statusCode === 200 ? 'completed' : 'no_show';
        expect((await bookingRow(t.app.db, session.id)).status).toBe(winner);
      }
    } finally {
      t.clock.set(MONDAY);
    }
  }, 120_000);

  it('keeps booking, payment state and refund in agreement when cancel and pay race', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 60_000 }, MONDAY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const booking = await hold(provider.uuid, at(3, 8 + round));
      const [cancelled, paid] = await Promise.all([cancel(booking), checkout(booking, 'pay')]);
      expect([200, 409]).toContain(cancelled.statusCode);
      expect(paid.statusCode).toBe(303);
      await settle();
      const { booking: row } = await expectBookingAgreesWithPayment(booking.id);
      // Cancelled in time either way: before the payment (refused, refunded) or after it
      // (a timely cancellation, refunded): nobody keeps the time, nobody loses money.
      expect(row.status).toBe('cancelled');
    }
  }, 120_000);

  it('sends the browser back with the settled state when pay and fail race', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 60_000 }, MONDAY);
    for (let round = 0; round < ROUNDS; round += 1) {
      const booking = await hold(provider.uuid, at(5, 8 + round));
      const answers = await Promise.all([checkout(booking, 'pay'), checkout(booking, 'fail')]);
      await settle();
      const { payment } = await expectBookingAgreesWithPayment(booking.id);
      const settledState = payment.capturedAt === null ? 'failed' : 'captured';
      for (const answer of answers) {
        expect(answer.statusCode).toBe(303);
        const back = new URL(String(answer.headers.location), 'http://web.test');
        expect(back.searchParams.get('payment_status')).toBe(settledState);
      }
    }
  }, 120_000);
});

describe('holds that expire', () => {
  it('end their payment: the booking says failed, the checkout ends expired', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 60_000 }, MONDAY);
    const booking = await hold(provider.uuid, at(7, 10));
    t.clock.advance(HOUR_MS);
    try {
      await expireLapsedHolds(t.app.scheduling, t.app.db, t.clock.now());
      const expired = await bookingRow(t.app.db, booking.id);
      expect(expired).toMatchObject({ status: 'expired', paymentState: 'failed' });
      // The payment sweeper ends it within 15 s; opening the checkout ends it at once.
      const page = await t.app.inject({ method: 'GET', url: String(booking.payment.checkout_url) });
      expect(page.statusCode).toBe(410);
      expect(await paymentOf(booking.id)).toMatchObject({
        status: 'failed',
        failureReason: 'expired',
      });
      await expectBookingAgreesWithPayment(booking.id);
    } finally {
      t.clock.set(MONDAY);
    }
  });

  it('a cancelled hold closes its checkout (cancelled) at once', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 60_000 }, MONDAY);
    const booking = await hold(provider.uuid, at(8, 10));
    const response = await cancel(booking);
    expect(response.statusCode, response.body).toBe(200);
    expect(await paymentOf(booking.id)).toMatchObject({ status: 'cancelled' });
    await expectBookingAgreesWithPayment(booking.id);
    const page = await t.app.inject({ method: 'POST', url: `${booking.payment.checkout_url}/pay` });
    expect(
      new URL(String(page.headers.location), 'http://web.test').searchParams.get('payment_status'),
    ).toBe('cancelled');
  });
});
