import {
  bookingResponseSchema,
  referralSummaryResponseSchema,
  type Booking,
} from '@kaizen/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { ManualClock } from '../../lib/clock';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../test/auth';
import { deviceSessions } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { entitlementEntries, entitlementLots } from '../entitlements/tables';
import { at, bookAs, createBookableProvider } from '../../test/sponsored-member';

const HOUR_MS = 3_600_000;

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

/** The person's referral credit: granted and left, summed from the ledger. */
export async function referralCredit(app: App, userId: number) {
  const [row] = await app.db
    .select({
      lots: sql<number>`count(distinct ${entitlementLots.id})::int`,
      granted: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`,
      available: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementLots)
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(and(eq(entitlementLots.userId, userId), isNotNull(entitlementLots.referralId)));
  return row ?? { lots: 0, granted: 0, available: 0 };
}

/** A referrer and a friend who claimed their code, both signed up. */
export async function referredPair(app: App) {
  const referrer = await signUp(app);
  const { code } = await codeOf(app, referrer.session);
  const friend = await signUp(app, { firstname: 'Ravi' });
  const claimed = await claim(app, friend.session, code);
  expect(claimed.statusCode, claimed.body).toBe(200);
  return { referrer, friend };
}
