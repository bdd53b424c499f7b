import {
  bookingResponseSchema,
  clinicianBookingResponseSchema,
  upcomingSessionsResponseSchema,
} from '@kaizen/contracts';
import { bookingFunding } from '../../entitlements/service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';
import { cancelByClinician } from './clinician-cancel';
import { bookings, clinicianProviders } from '../tables';
import {
  at,
  bookingRow,
  createBookableProvider,
  MONDAY,
  notifyEnv,
  outboxEmail,
  recordingPayments,
} from '../test-support';

// The clinician cancels a session with a reason (issue 13): a paid one is refunded in full, the
// patient is emailed and their booking says why. Nobody else can, and never after the start.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

async function setUp() {
  const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
  const account = await createAccount(t.app, 'therapist');
  await t.app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  const signedIn = await signIn(t.app, account.email, { platform: 'kaizen-clinician' });
  const patient = await signUp(t.app);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...patient.session, 'idempotency-key': `cancel-${crypto.randomUUID()}` },
    payload: { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(2, 9) },
  });
  const booking = bookingResponseSchema.parse(booked.json()).data;
  return { provider, doctor: sessionFrom(signedIn), patient, booking };
}

const cancel = (session: ClientSession, id: string, reason: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clinicians/bookings/${id}/cancel`,
    headers: session,
    payload: { reason },
  });

describe('cancellation by the clinician', () => {
  it('cancels with the reason, emails the patient, and their booking shows why', async () => {
    const { doctor, patient, booking } = await setUp();
    const response = await cancel(doctor, booking.id, 'I am unwell today.');
    expect(response.statusCode, response.body).toBe(200);
    expect(clinicianBookingResponseSchema.parse(response.json()).data.status).toBe('cancelled');
    const own = await t.app.inject({
      url: `/api/customers/bookings/${booking.id}`,
      headers: patient.session,
    });
    const expert = bookingResponseSchema.parse(own.json()).data.provider;
    expect(bookingResponseSchema.parse(own.json()).data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'clinician',
      cancel_reason: `Cancelled by ${expert.firstname} ${expert.lastname}: I am unwell today.`,
    });
    // Home lists it, with the reason, where the session was, until it would have ended.
    const home = async (session: ClientSession) =>
      upcomingSessionsResponseSchema.parse(
        (await t.app.inject({ url: '/api/customers/bookings/upcoming', headers: session })).json(),
      );
    const listed = await home(patient.session);
    expect(listed.bookings.map((item) => item.id)).not.toContain(booking.id);
    expect(listed.cancelled_bookings.map((item) => item.id)).toEqual([booking.id]);
    // Nobody else sees it: not in their home, 404 for the booking itself.
    const stranger = await signUp(t.app);
    expect((await home(stranger.session)).cancelled_bookings).toEqual([]);
    const foreign = await t.app.inject({
      url: `/api/customers/bookings/${booking.id}`,
      headers: stranger.session,
    });
    expect(foreign.statusCode).toBe(404);
    t.clock.set(new Date(Date.parse(booking.ends_at)));
    expect((await home(patient.session)).cancelled_bookings).toEqual([]);
    t.clock.set(MONDAY);
    const email = await outboxEmail(t.app.db, patient.email, 'booking-cancelled');
    expect(email.body).not.toBe('');
    // Only once.
    expect((await cancel(doctor, booking.id, 'Again.')).statusCode).toBe(409);
  });

  it('refunds a paid session in full through the payments refund path', async () => {
    const { provider, booking } = await setUp();
    await t.app.db
      .update(bookings)
      .set({ price: 250_000, paymentState: 'captured' })
      .where(eq(bookings.uuid, booking.id));
    const recording = recordingPayments();
    await cancelByClinician(t.app.db, provider.id, booking.id, 'Clinic closed.', {
      now: MONDAY,
      notify: notifyEnv(t.app),
      payments: recording.payments,
      scheduling: t.app.scheduling,
      funding: bookingFunding,
    });
    expect(recording.refunds).toEqual([{ referenceId: booking.id, amountPaise: 250_000 }]);
    expect(await bookingRow(t.app.db, booking.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      refundAmount: 250_000,
    });
  });

  it('refuses another clinician, a patient (404), no reason (422) and a started session (409)', async () => {
    const { doctor, patient, booking } = await setUp();
    const other = await setUp();
    expect((await cancel(other.doctor, booking.id, 'Not mine.')).statusCode).toBe(404);
    expect((await cancel(patient.session, booking.id, 'Me.')).statusCode).toBe(404);
    expect((await cancel(doctor, booking.id, '  ')).statusCode).toBe(422);
    t.clock.set(new Date(Date.parse(booking.starts_at) + 60_000));
    try {
      expect((await cancel(doctor, booking.id, 'Too late.')).statusCode).toBe(409);
    } finally {
      t.clock.set(MONDAY);
    }
  });
});
