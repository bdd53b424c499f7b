import {
  MY_PROVIDER_NOT_FOUND_MESSAGE,
  PROVIDER_TYPES,
  SUPPORT_PROVIDER_TYPES,
  avatarUrl,
  type MyProvider,
  type MyProvidersQuery,
  type ProviderType,
  type ProvidersSummary,
} from '@kaizen/contracts';
import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { countMyProvidersByType, settleSwitchesTo } from './queries';
import { listedProviders, providerIdsWithUuid } from '../providers/service';
import { customerProviderMappings as mappings } from './tables';

export { assertCfMayBook, cfBookingConfigOf } from './cf-booking';
export {
  careSwitchForClinician,
  patientsSwitchedTo,
  providerTagging,
  switchProvider,
} from './switch';
export {
  cfConfigSetting,
  clearCfConfig,
  setCfConfig,
  type CfConfigOwner,
} from './cf-config-writes';

// The signed-in person's own providers (SPEC §3 My-providers entries, §7). Every query is
// scoped to the caller's user id from the session.

function selectMine(db: Database, userId: number, where: SQL | undefined) {
  const listed = listedProviders(db);
  return db
    .select({
      uuid: listed.uuid,
      firstname: listed.firstname,
      lastname: listed.lastname,
      providerType: mappings.providerType,
      photoUrl: listed.photoUrl,
      roles: mappings.roles,
      tempFlag: mappings.tempFlag,
    })
    .from(mappings)
    .innerJoin(listed, eq(listed.id, mappings.providerId))
    .where(and(eq(mappings.userId, userId), isNull(mappings.endedAt), where))
    .orderBy(asc(mappings.id));
}

type Row = Awaited<ReturnType<typeof selectMine>>[number];

const toMyProvider = (row: Row, assetsHost: string): MyProvider => ({
  uuid: row.uuid,
  firstname: row.firstname,
  lastname: row.lastname,
  provider_type: row.providerType,
  photo_url: avatarUrl(row.photoUrl, assetsHost),
  roles: row.roles,
  temp_flag: row.tempFlag,
});

/**
 * GET my_providers_dropdown_v2: `all` lists every type except support providers unless
 * include_support_providers is true; a named type lists that type.
 */
export async function listMyProviders(
  db: Database,
  userId: number,
  query: MyProvidersQuery,
  assetsHost: string,
): Promise<MyProvider[]> {
  const where =
    query.provider_type !== 'all'
      ? eq(mappings.providerType, query.provider_type)
      : query.include_support_providers
        ? undefined
        : notInArray(mappings.providerType, [...SUPPORT_PROVIDER_TYPES]);
  const rows = await selectMine(db, userId, where);
  return rows.map((row) => toMyProvider(row, assetsHost));
}

/** PATCH update_temp_flag: the person has seen this provider; 404 unless it is one of theirs. */
export async function clearTempFlag(
  db: Database,
  userId: number,
  target: { providerUuid: string; providerType: ProviderType },
  context: { now: Date; assetsHost: string },
): Promise<MyProvider> {
  const provider = and(
    eq(mappings.providerType, target.providerType),
    inArray(mappings.providerId, providerIdsWithUuid(db, target.providerUuid)),
  );
  await db
    .update(mappings)
    .set({ tempFlag: false, updatedAt: context.now })
    .where(and(eq(mappings.userId, userId), provider));
  const [row] = await selectMine(db, userId, provider);
  if (!row) throw notFound(MY_PROVIDER_NOT_FOUND_MESSAGE);
  return toMyProvider(row, context.assetsHost);
}

/** GET providers_summary: the caller's care team at a glance (contract in my-providers.ts). */
export async function summariseMyProviders(
  db: Database,
  userId: number,
): Promise<ProvidersSummary> {
  const counts = await countMyProvidersByType(db, userId);
  const byType = Object.fromEntries(PROVIDER_TYPES.map((type) => [type, 0])) as Record<
    ProviderType,
    number
  >;
  let total = 0;
  let newProviders = 0;
  for (const row of counts) {
    byType[row.providerType] = row.count;
    if (SUPPORT_PROVIDER_TYPES.includes(row.providerType)) continue;
    total += row.count;
    newProviders += row.newCount;
  }
  const has = (base: 'therapy' | 'psychiatry') => byType[base] + byType[`cf_${base}`] > 0;
  return {
    total,
    by_type: byType,
    has_therapist: has('therapy'),
    has_psychiatrist: has('psychiatry'),
    is_cf_user: counts.some((row) => row.cfRole),
    new_providers: newProviders,
  };
}

/**
 * Puts a provider in the person's care team (bookings call this when a session is confirmed, in
 * that transaction). An existing current mapping is kept as it is, acknowledged or not; a
 * previous provider (switched away from) is current again. The first booking with a provider
 * the person switched to settles that switch.
 */
export async function addToCareTeam(
  db: Database,
  mapping: { userId: number; providerId: number; providerType: ProviderType },
  now: Date,
): Promise<void> {
  await db
    .insert(mappings)
    .values({ ...mapping, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [mappings.userId, mappings.providerId, mappings.providerType],
      set: { endedAt: null, updatedAt: now },
      setWhere: sql`${mappings.endedAt} is not null`,
    });
  await settleSwitchesTo(db, { userId: mapping.userId, providerId: mapping.providerId }, now);
}

/**
 * Takes a provider out of the person's care team when the last session that put them there is
 * gone (bookings call this when a session is cancelled, in that transaction). Only a mapping a
 * booking made is removed: one with roles was assigned by a programme and stays.
 */
export async function removeBookedFromCareTeam(
  db: Database,
  mapping: { userId: number; providerId: number },
): Promise<void> {
  await db.delete(mappings).where(
    and(
      eq(mappings.userId, mapping.userId),
      eq(mappings.providerId, mapping.providerId),
      sql`cardinality(${mappings.roles}) = 0`,
      // A previous provider stays in the person's history when a kept session is cancelled.
      isNull(mappings.endedAt),
    ),
  );
}
