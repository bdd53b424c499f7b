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

// What other modules ask of a provider by id (bookings: whether a request is offered, what a
// confirmation or a cancellation says); they reach these through service.ts.

export type SessionKindRow = typeof providerSessionKinds.$inferSelect;

/** The provider's terms for this kind of session (price, length, seats), or null when not offered. */
export async function offeredSessionKind(
  db: Database,
  providerId: number,
  kind: SessionKindRow['kind'],
): Promise<SessionKindRow | null> {
  const [row] = await db
    .select()
    .from(providerSessionKinds)
    .where(
      and(eq(providerSessionKinds.providerId, providerId), eq(providerSessionKinds.kind, kind)),
    );
  return row ?? null;
}

/** Whether the provider sees people at this clinic and the clinic is open. */
export async function clinicOffers(
  db: Database,
  providerId: number,
  clinicId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clinics.id })
    .from(providerClinics)
    .innerJoin(clinics, eq(clinics.id, providerClinics.clinicId))
    .where(
      and(
        eq(providerClinics.providerId, providerId),
        eq(providerClinics.clinicId, clinicId),
        sql`${clinics.active}`,
      ),
    );
  return row !== undefined;
}

/** The provider with this id whether listed or not (past bookings name delisted providers too). */
export async function providerById(db: Database, id: number): Promise<ProviderRow | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row ?? null;
}

/**
 * Listed (active) providers as a subquery another module joins, with the columns it may show: its
 * list stays one statement (care team: a person's providers) without reading providers' tables.
 */
export const listedProviders = (db: Database) =>
  db
    .select({
      id: providers.id,
      uuid: providers.uuid,
      firstname: providers.firstname,
      lastname: providers.lastname,
      photoUrl: providers.photoUrl,
    })
    .from(providers)
    .where(sql`${providers.active}`)
    .as('listed_providers');

/** The id of the provider with this uuid, listed or not, as a subquery (`inArray(col, …)`). */
export const providerIdsWithUuid = (db: Database, uuid: string) =>
  db.select({ id: providers.id }).from(providers).where(eq(providers.uuid, uuid.toLowerCase()));
