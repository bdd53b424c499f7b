import { expect } from 'vitest';
import type { App } from '../../app';
import { createAccount, sessionFrom, signIn, type ClientSession } from '../../test/auth';
import { bookings, clinicianProviders } from '../bookings/tables';
import { providers } from '../providers/tables';

// A clinician with a provider profile, and a past session that puts a patient in their care.

let counter = 0;

interface TestClinician {
  id: number;
  email: string;
  providerId: number;
  session: ClientSession;
}

export async function createClinician(app: App): Promise<TestClinician> {
  counter += 1;
  const [provider] = await app.db
    .insert(providers)
    .values({
      firstname: 'Care',
      lastname: `Team ${Date.now().toString(36)}${counter}`,
      providerType: 'therapy',
      gender: 'female',
      priceTier: 2,
      timeZone: 'UTC',
    })
    .returning({ id: providers.id });
  if (!provider) throw new Error('provider insert returned nothing');
  const account = await createAccount(app, 'therapist');
  await app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  const response = await signIn(app, account.email, { platform: 'android' });
  expect(response.statusCode, response.body).toBe(200);
  return { ...account, providerId: provider.id, session: sessionFrom(response) };
}

/** A completed session of the patient with the clinician's provider, a week ago. */
export async function addSession(
  app: App,
  providerId: number,
  patientId: number,
  status: 'completed' | 'cancelled' = 'completed',
): Promise<void> {
  const now = app.clock.now().getTime();
  counter += 1;
  await app.db.insert(bookings).values({
    userId: patientId,
    providerId,
    kind: 'tele',
    startsAt: new Date(now - 7 * 86_400_000),
    endsAt: new Date(now - 7 * 86_400_000 + 3_600_000),
    status,
    price: 0,
    idempotencyKey: `care-team-${Date.now()}-${counter}`,
    requestHash: 'test',
    paymentState: 'not_required',
    createdAt: new Date(now - 8 * 86_400_000),
    updatedAt: new Date(now - 8 * 86_400_000),
  });
}
