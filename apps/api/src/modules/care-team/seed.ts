import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { providers } from '../providers/tables';
import { cfBookingConfigs, customerProviderMappings } from './tables';

export const DEMO_CF_MEMBER_EMAIL = 'cf@kaizen.health';

/**
 * The README's care-first demo login: the demo therapist (therapist@kaizen.health's provider) is
 * her CF clinician, and her own configuration allows online therapy only. Runs after the users
 * and the demo clinicians seeders.
 */
export async function seedDemoCfMember(db: Database, clock: Clock): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CF_MEMBER_EMAIL));
  const [clinician] = await db
    .select({ providerId: providers.id, providerType: providers.providerType })
    .from(clinicianProviders)
    .innerJoin(users, eq(users.id, clinicianProviders.userId))
    .innerJoin(providers, eq(providers.id, clinicianProviders.providerId))
    .where(eq(users.email, 'therapist@kaizen.health'));
  if (!member || !clinician) return;
  const now = clock.now();
  await db
    .insert(customerProviderMappings)
    .values({
      userId: member.id,
      providerId: clinician.providerId,
      providerType: clinician.providerType,
      roles: ['cf-clinician'],
      tempFlag: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  await db
    .insert(cfBookingConfigs)
    .values({
      userId: member.id,
      providerTypes: ['therapy'],
      sessionKinds: ['tele'],
      updatedAt: now,
    })
    .onConflictDoNothing();
}
