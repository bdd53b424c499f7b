import {
  bookingResponseSchema,
  referralSummaryResponseSchema,
  type Booking,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { ManualClock } from '../../lib/clock';
import { createAccount, sessionFrom, signIn, type ClientSession } from '../../test/auth';
import { deviceSessions } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { at, bookAs, createBookableProvider, HOUR_MS } from '../bookings/test-support';

// Referral tests' set-up: a person's code, a friend's claim, a paid session the clinician
// completes. Shared by the API and PostgreSQL race tests.

export async function codeOf(app: App, session: ClientSession) {
  const response = await app.inject({ method: 'GET', url: '/api/referrals', headers: session });
  expect(response.statusCode, response.body).toBe(200);
  return referralSummaryResponseSchema.parse(response.json()).data;
}

export const claim = (app: App, session: ClientSession, code: string) =>
  app.inject({ method: 'POST', url: '/api/referrals/claim', headers: session, payload: { code } });

/** Marks every device session of a person as signed in from this device id. */
export async function onDevice(app: App, userId: number, deviceId: string) {
  await app.db
    .update(deviceSessions)
    .set({ deviceInfo: { device_id: deviceId } })
    .where(eq(deviceSessions.userId, userId));
}

/** A therapist account linked to a paid (₹800 tele) provider, signed in. */
export async function paidClinician(app: App, from: Date) {
  const provider = await createBookableProvider(app.db, { tele: 80_000 }, from);
  const account = await createAccount(app, 'therapist');
  await app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  const response = await signIn(app, account.email, { platform: 'android' });
  expect(response.statusCode, response.body).toBe(200);
  return { provider, session: sessionFrom(response) };
}

/** Books the provider at day/hour and pays through the test gateway: a confirmed paid session. */
export async function bookAndPay(
  app: App,
  session: ClientSession,
  providerUuid: string,
  slot: { day: number; hour: number },
): Promise<Booking> {
  const response = await bookAs(app, session, {
    provider_uuid: providerUuid,
    kind: 'tele',
    starts_at: at(slot.day, slot.hour),
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = bookingResponseSchema.parse(response.json()).data;
  const paid = await app.inject({
    method: 'POST',
    url: `${booking.payment.checkout_url}/pay`,
  });
  expect(paid.statusCode, paid.body).toBe(303);
  return booking;
}

/** The clinician marks it completed once it has started (the clock moves past the start). */
export async function complete(
  app: App,
  clock: ManualClock,
  clinician: ClientSession,
  booking: Booking,
) {
  const startsAt = new Date(booking.starts_at).getTime();
  if (clock.now().getTime() < startsAt) clock.set(new Date(startsAt + HOUR_MS / 2));
  return app.inject({
    method: 'POST',
    url: `/api/clinicians/bookings/${booking.id}/complete`,
    headers: clinician,
  });
}
