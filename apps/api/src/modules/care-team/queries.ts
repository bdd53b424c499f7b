import { MY_PROVIDER_ROLES, type MyProviderRole, type ProviderType } from '@kaizen/contracts';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { listedProviders } from '../providers/service';
import { customerProviderMappings as mappings, providerSwitches } from './tables';

const cfRoles = sql.raw(`array[${MY_PROVIDER_ROLES.map((role) => `'${role}'`).join(', ')}]`);

interface CareTeamTypeCount {
  providerType: ProviderType;
  count: number;
  newCount: number;
  cfRole: boolean;
}

/**
 * The caller's mappings to active providers, counted per provider type in one statement. Scoped
 * to `userId` from the session: nobody else's mappings are ever read.
 */
export function countMyProvidersByType(db: Database, userId: number): Promise<CareTeamTypeCount[]> {
  const listed = listedProviders(db);
  return db
    .select({
      providerType: mappings.providerType,
      count: sql<number>`count(*)::int`,
      newCount: sql<number>`(count(*) filter (where ${mappings.tempFlag}))::int`,
      cfRole: sql<boolean>`coalesce(bool_or(${mappings.roles} && ${cfRoles}::text[]), false)`,
    })
    .from(mappings)
    .innerJoin(listed, eq(listed.id, mappings.providerId))
    .where(and(eq(mappings.userId, userId), isNull(mappings.endedAt)))
    .groupBy(mappings.providerType);
}

/** Every mapping of the person, current and previous, with who the provider is (tagging). */
export function careHistoryOf(db: Database, userId: number) {
  const listed = listedProviders(db);
  return db
    .select({
      providerId: listed.id,
      uuid: listed.uuid,
      firstname: listed.firstname,
      lastname: listed.lastname,
      photoUrl: listed.photoUrl,
      providerType: mappings.providerType,
      roles: mappings.roles,
      since: mappings.createdAt,
      endedAt: mappings.endedAt,
    })
    .from(mappings)
    .innerJoin(listed, eq(listed.id, mappings.providerId))
    .where(eq(mappings.userId, userId))
    .orderBy(asc(mappings.createdAt), asc(mappings.id));
}
export type CareHistoryRow = Awaited<ReturnType<typeof careHistoryOf>>[number];

/** The provider types for which the person has a switch still waiting for a first booking. */
export async function openSwitchTypes(db: Database, userId: number): Promise<ProviderType[]> {
  const rows = await db
    .select({ providerType: providerSwitches.providerType })
    .from(providerSwitches)
    .where(and(eq(providerSwitches.userId, userId), isNull(providerSwitches.settledAt)));
  return rows.map((row) => row.providerType);
}

/** The switch record; its partial unique index refuses a second open switch of the type. */
export async function insertSwitch(db: Database, values: typeof providerSwitches.$inferInsert) {
  const [row] = await db
    .insert(providerSwitches)
    .values(values)
    .returning({ uuid: providerSwitches.uuid, createdAt: providerSwitches.createdAt });
  if (!row) throw new Error('provider switch insert returned nothing');
  return row;
}

/** The previous provider stops being current; the mapping stays as the person's history. */
export async function endMapping(
  db: Database,
  mapping: { userId: number; providerId: number; providerType: ProviderType },
  now: Date,
): Promise<void> {
  await db
    .update(mappings)
    .set({ endedAt: now, updatedAt: now })
    .where(
      and(
        eq(mappings.userId, mapping.userId),
        eq(mappings.providerId, mapping.providerId),
        eq(mappings.providerType, mapping.providerType),
      ),
    );
}

/**
 * The new provider joins the care team with the roles the previous one had (a care-first member
 * stays one); a provider the person had before becomes current again.
 */
export async function startMapping(
  db: Database,
  mapping: {
    userId: number;
    providerId: number;
    providerType: ProviderType;
    roles: MyProviderRole[];
  },
  now: Date,
): Promise<void> {
  await db
    .insert(mappings)
    .values({ ...mapping, tempFlag: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [mappings.userId, mappings.providerId, mappings.providerType],
      set: { endedAt: null, roles: mapping.roles, tempFlag: true, updatedAt: now },
    });
}

/** A booking with the new provider settles the switch that brought the person to them. */
export async function settleSwitchesTo(
  db: Database,
  switchTo: { userId: number; providerId: number },
  now: Date,
): Promise<void> {
  await db
    .update(providerSwitches)
    .set({ settledAt: now })
    .where(
      and(
        eq(providerSwitches.userId, switchTo.userId),
        eq(providerSwitches.toProviderId, switchTo.providerId),
        isNull(providerSwitches.settledAt),
      ),
    );
}

/**
 * The latest switch between this patient and this provider, either way: what the clinician's
 * chart says about it.
 */
export async function latestSwitchConcerning(db: Database, providerId: number, patientId: number) {
  const [row] = await db
    .select({
      toProviderId: providerSwitches.toProviderId,
      reasonCode: providerSwitches.reasonCode,
      reasonText: providerSwitches.reasonText,
      createdAt: providerSwitches.createdAt,
    })
    .from(providerSwitches)
    .where(
      and(
        eq(providerSwitches.userId, patientId),
        or(
          eq(providerSwitches.toProviderId, providerId),
          eq(providerSwitches.fromProviderId, providerId),
        ),
      ),
    )
    .orderBy(desc(providerSwitches.createdAt), desc(providerSwitches.id))
    .limit(1);
  return row ?? null;
}

/** Open switches to a provider, newest first, with who the patient is (the clinician's list). */
export function openSwitchesTo(db: Database, providerId: number) {
  return db
    .select({
      uuid: users.uuid,
      firstname: users.firstname,
      lastname: users.lastname,
      providerType: providerSwitches.providerType,
      createdAt: providerSwitches.createdAt,
    })
    .from(providerSwitches)
    .innerJoin(users, eq(users.id, providerSwitches.userId))
    .where(and(eq(providerSwitches.toProviderId, providerId), isNull(providerSwitches.settledAt)))
    .orderBy(desc(providerSwitches.createdAt));
}
