import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';
import { clinicianProviders } from './tables';

/**
 * The demo clinician logins (README) act as demo providers: each clinician user of the demo
 * data is linked to the first active demo provider of their kind of care, by uuid order, so the
 * link is the same on every seed. Runs after the users and providers seeders.
 */
const DEMO_CLINICIANS = [
  { email: 'therapist@kaizen.health', providerType: 'therapy' },
  { email: 'psychiatrist@kaizen.health', providerType: 'psychiatry' },
  { email: 'couples@kaizen.health', providerType: 'couples' },
] as const;

export async function seedDemoClinicians(db: Database): Promise<void> {
  for (const clinician of DEMO_CLINICIANS) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, clinician.email));
    const [provider] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.providerType, clinician.providerType), sql`${providers.active}`))
      .orderBy(asc(providers.uuid))
      .limit(1);
    if (!user || !provider) continue;
    await db
      .insert(clinicianProviders)
      .values({ userId: user.id, providerId: provider.id })
      .onConflictDoUpdate({ target: clinicianProviders.userId, set: { providerId: provider.id } });
  }
}
