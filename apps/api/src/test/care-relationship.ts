import {
  IDEMPOTENCY_KEY_HEADER,
  type PrescriptionBody,
  bookingResponseSchema,
} from '@kaizen/contracts';
import { expect } from 'vitest';
import type { App } from '../app';
import { clinicianProviders } from '../modules/bookings/tables';
import { at, createBookableProvider, MONDAY } from '../modules/bookings/test-support';
import { users } from '../modules/auth/tables';
import { ManualClock } from '../lib/clock';
import { createTestApp } from './app';
import { eq } from 'drizzle-orm';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from './auth';

// A clinician and a patient in their care, for health-record tests: a clinician account linked
// to a bookable provider, and a patient with a confirmed (free) session with that provider.
// Apps built for these tests run on a ManualClock at bookings' MONDAY.

export { MONDAY };

export interface SignedIn {
  id: number;
  uuid: string;
  email: string;
  session: ClientSession;
}

async function uuidOf(app: App, id: number): Promise<string> {
  const [row] = await app.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, id));
  if (!row) throw new Error('user not found');
  return row.uuid;
}

export async function signedUpPatient(app: App): Promise<SignedIn> {
  const patient = await signUp(app);
  return { ...patient, uuid: await uuidOf(app, patient.id) };
}

/** A clinician account of this usertype acting as a new provider of its own. */
export async function clinicianWithProvider(
  app: App,
  usertype: 'psychiatrist' | 'therapist' = 'psychiatrist',
) {
  const provider = await createBookableProvider(app.db, { tele: 0 }, MONDAY);
  const account = await createAccount(app, usertype);
  await app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  const response = await signIn(app, account.email);
  expect(response.statusCode, response.body).toBe(200);
  return {
    id: account.id,
    uuid: await uuidOf(app, account.id),
    email: account.email,
    /** createAccount names every account "Test {usertype}". */
    fullName: `Test ${usertype}`,
    provider,
    session: sessionFrom(response),
  };
}
export type TestClinician = Awaited<ReturnType<typeof clinicianWithProvider>>;

let day = 1;
/** Books a free tele session (confirmed at once) for the patient with the clinician's provider. */
export async function bookSession(app: App, patient: SignedIn, clinician: TestClinician) {
  day = (day % 50) + 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...patient.session, [IDEMPOTENCY_KEY_HEADER]: `care-${crypto.randomUUID()}` },
    payload: { provider_uuid: clinician.provider.uuid, kind: 'tele', starts_at: at(day, 9) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const booking = bookingResponseSchema.parse(response.json()).data;
  expect(booking.status).toBe('confirmed');
  return booking;
}

/** A valid prescription body signed by the test psychiatrist ("Test psychiatrist"). */
export const prescriptionBody = (overrides: Partial<PrescriptionBody> = {}): PrescriptionBody => ({
  medicines: [
    {
      name: 'Sertraline',
      strength: '50 mg',
      dose: '1 tablet',
      frequency: 'Once daily after breakfast',
      duration: '30 days',
      instructions: 'Do not stop suddenly.',
    },
  ],
  diagnosis_notes: 'Moderate depressive episode (F32.1).',
  follow_up_date: '2026-04-01',
  signature: 'Test psychiatrist',
  ...overrides,
});

/** A test app on bookings' MONDAY with a new patient in the care of a new clinician. */
export async function careTeamSetup(
  usertype: 'psychiatrist' | 'therapist',
  overrides: Record<string, string> = {},
) {
  const t = await createTestApp(overrides, new ManualClock(MONDAY));
  const patient = await signedUpPatient(t.app);
  const doctor = await clinicianWithProvider(t.app, usertype);
  await bookSession(t.app, patient, doctor);
  return { t, patient, doctor };
}
