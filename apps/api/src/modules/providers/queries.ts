import type { CityCode } from '@kaizen/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';
import { isoUtc, profileClinicsJson, sessionKindsJson } from './json-columns';
import { clinics, providerClinics, providers, providerSessionKinds } from './tables';

export type ProviderRow = typeof providers.$inferSelect;
export type ClinicRow = typeof clinics.$inferSelect;

/** An active provider with everything a profile shows, in one statement; null when none. */
export async function findActiveProviderByUuid(db: Database, uuid: string) {
  const [row] = await db
    .select({
      provider: providers,
      sessionKinds: sessionKindsJson(providers.id),
      clinics: profileClinicsJson(providers.id),
      earliestAt: isoUtc(sql`${providerNextAvailability.earliestAt}`),
    })
    .from(providers)
    .leftJoin(
      providerNextAvailability,
      and(
        eq(providerNextAvailability.providerId, providers.id),
        eq(providerNextAvailability.sessionKind, ANY_SESSION_KIND),
      ),
    )
    .where(and(eq(providers.uuid, uuid), eq(providers.active, true)))
    .limit(1);
  return row ?? null;
}

export type ProviderProfileRow = NonNullable<Awaited<ReturnType<typeof findActiveProviderByUuid>>>;

export const listActiveClinics = (db: Database): Promise<ClinicRow[]> =>
  db
    .select()
    .from(clinics)
    .where(eq(clinics.active, true))
    .orderBy(asc(clinics.city), asc(clinics.id));

/** Which of these clinic ids name an active clinic. */
export async function activeClinicIds(db: Database, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(inArray(clinics.id, ids), eq(clinics.active, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The provider types that an active provider offering offline sessions at an active clinic in
 * this city has (for app visibility).
 */
export async function offlineProviderTypesInCity(db: Database, city: CityCode): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: providers.providerType })
    .from(providers)
    .innerJoin(providerClinics, eq(providerClinics.providerId, providers.id))
    .innerJoin(clinics, eq(clinics.id, providerClinics.clinicId))
    .innerJoin(
      providerSessionKinds,
      and(
        eq(providerSessionKinds.providerId, providers.id),
        eq(providerSessionKinds.kind, 'offline'),
      ),
    )
    .where(and(eq(providers.active, true), eq(clinics.active, true), eq(clinics.city, city)));
  return rows.map((row) => row.type);
}
