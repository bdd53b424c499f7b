import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { providers } from '../providers/tables';
import { customerProviderMappings } from './tables';

const DEMO_ORG_CF_MEMBER_EMAIL = 'cf@acme.example';

/**
 * Makes the demo therapist (therapist@kaizen.health's provider) the CF clinician of the demo
 * login `email`; its id, or null when the users or clinicians seeders did not run.
 */
export async function mapDemoCfClinician(
  db: Database,
  email: string,
  now: Date,
): Promise<number | null> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [clinician] = await db
    .select({ providerId: providers.id, providerType: providers.providerType })
    .from(clinicianProviders)
    .innerJoin(users, eq(users.id, clinicianProviders.userId))
    .innerJoin(providers, eq(providers.id, clinicianProviders.providerId))
    .where(eq(users.email, 'therapist@kaizen.health'));
  if (!member || !clinician) return null;
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
  return member.id;
}

/**
 * The README's Acme care-first login: the demo therapist is her CF clinician, and she has no
 * configuration of her own, so Acme's (set in the organisation console) or the CF default says
 * what she may book. Runs after the users and the demo clinicians seeders.
 */
export async function seedDemoOrgCfMember(db: Database, clock: Clock): Promise<void> {
  await mapDemoCfClinician(db, DEMO_ORG_CF_MEMBER_EMAIL, clock.now());
}
