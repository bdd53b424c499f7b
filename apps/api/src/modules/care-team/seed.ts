import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { providers } from '../providers/tables';
import { mapDemoCfClinician } from './seed-org-cf';
import { cfBookingConfigs, customerProviderMappings } from './tables';

const DEMO_CF_MEMBER_EMAIL = 'cf@kaizen.health';
const DEMO_SWITCH_PATIENT_EMAIL = 'switch@kaizen.health';

/**
 * The README's care-first demo login: the demo therapist (therapist@kaizen.health's provider) is
 * her CF clinician, and her own configuration allows online therapy only. Runs after the users
 * and the demo clinicians seeders.
 */
export async function seedDemoCfMember(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const memberId = await mapDemoCfClinician(db, DEMO_CF_MEMBER_EMAIL, now);
  if (memberId === null) return;
  await db
    .insert(cfBookingConfigs)
    .values({
      userId: memberId,
      providerTypes: ['therapy'],
      sessionKinds: ['tele'],
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * The README's provider-switch demo login: in therapy with the first active demo therapist
 * nobody signs in as, so that the switch can go to the demo therapist (a clinician login) and
 * be seen in their workspace. Runs after the users and the demo clinicians seeders.
 */
export async function seedDemoSwitchPatient(db: Database, clock: Clock): Promise<void> {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_SWITCH_PATIENT_EMAIL));
  const [therapist] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.providerType, 'therapy'),
        sql`${providers.active}`,
        notInArray(
          providers.id,
          db.select({ id: clinicianProviders.providerId }).from(clinicianProviders),
        ),
      ),
    )
    .orderBy(asc(providers.id))
    .limit(1);
  if (!patient || !therapist) return;
  const now = clock.now();
  await db
    .insert(customerProviderMappings)
    .values({
      userId: patient.id,
      providerId: therapist.id,
      providerType: 'therapy',
      tempFlag: false,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
