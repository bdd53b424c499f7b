import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionKind } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { providerSessionKinds, providers } from '../providers/tables';
import {
  ANY_SESSION_KIND,
  availabilityExceptions,
  availabilityRules,
  providerNextAvailability,
  providerScheduleSettings,
} from './tables';

export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;
export type AvailabilityExceptionRow = typeof availabilityExceptions.$inferSelect;
type ScheduleSettingsRow = typeof providerScheduleSettings.$inferSelect;
export type NextAvailabilityRow = typeof providerNextAvailability.$inferSelect;

/** What scheduling needs of a provider: its zone and the session kinds it offers, with lengths. */
export interface ScheduleProfile {
  providerId: number;
  timeZone: string;
  durationByKind: Map<SessionKind, number>;
}

export async function scheduleProfiles(
  db: Database,
  providerIds: readonly number[],
): Promise<Map<number, ScheduleProfile>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      providerId: providers.id,
      timeZone: providers.timeZone,
      kind: providerSessionKinds.kind,
      durationMinutes: providerSessionKinds.durationMinutes,
    })
    .from(providers)
    .leftJoin(providerSessionKinds, eq(providerSessionKinds.providerId, providers.id))
    .where(inArray(providers.id, [...providerIds]));
  const profiles = new Map<number, ScheduleProfile>();
  for (const row of rows) {
    let profile = profiles.get(row.providerId);
    if (!profile) {
      profile = { providerId: row.providerId, timeZone: row.timeZone, durationByKind: new Map() };
      profiles.set(row.providerId, profile);
    }
    if (row.kind !== null && row.durationMinutes !== null) {
      profile.durationByKind.set(row.kind, row.durationMinutes);
    }
  }
  return profiles;
}

/** Ids of every provider, ascending (bulk refresh walks them in batches). */
export async function allProviderIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: providers.id }).from(providers).orderBy(asc(providers.id));
  return rows.map((row) => row.id);
}

/** Providers without schedule settings: never given availability (the demo seeder fills them in). */
export async function providersWithoutSchedule(
  db: Database,
): Promise<{ id: number; uuid: string }[]> {
  return db
    .select({ id: providers.id, uuid: providers.uuid })
    .from(providers)
    .where(
      sql`not exists (select 1 from ${providerScheduleSettings} where ${providerScheduleSettings.providerId} = ${providers.id})`,
    )
    .orderBy(asc(providers.id));
}

/** Group rows by provider id: bulk loads answer many providers with one query per table. */
function byProvider<T extends { providerId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.providerId);
    if (group) group.push(row);
    else groups.set(row.providerId, [row]);
  }
  return groups;
}

export async function rulesOf(db: Database, providerIds: readonly number[]) {
  if (providerIds.length === 0) return new Map<number, AvailabilityRuleRow[]>();
  const rows = await db
    .select()
    .from(availabilityRules)
    .where(inArray(availabilityRules.providerId, [...providerIds]));
  return byProvider(rows);
}

/** Exceptions on local dates from `fromDate` on ("YYYY-MM-DD"): older ones no longer matter. */
export async function exceptionsOf(db: Database, providerIds: readonly number[], fromDate: string) {
  if (providerIds.length === 0) return new Map<number, AvailabilityExceptionRow[]>();
  const rows = await db
    .select()
    .from(availabilityExceptions)
    .where(
      and(
        inArray(availabilityExceptions.providerId, [...providerIds]),
        sql`${availabilityExceptions.onDate} >= ${fromDate}`,
      ),
    );
  return byProvider(rows);
}

export async function settingsOf(db: Database, providerIds: readonly number[]) {
  if (providerIds.length === 0) return new Map<number, ScheduleSettingsRow>();
  const rows = await db
    .select()
    .from(providerScheduleSettings)
    .where(inArray(providerScheduleSettings.providerId, [...providerIds]));
  return new Map(rows.map((row) => [row.providerId, row]));
}

export async function nextAvailabilityRow(
  db: Database,
  providerId: number,
  kind: SessionKind | typeof ANY_SESSION_KIND,
) {
  const [row] = await db
    .select()
    .from(providerNextAvailability)
    .where(
      and(
        eq(providerNextAvailability.providerId, providerId),
        eq(providerNextAvailability.sessionKind, kind),
      ),
    );
  return row;
}

/** Every cached row of one provider (each kind offered, and `any`). */
export async function nextAvailabilityRowsOf(db: Database, providerId: number) {
  return db
    .select()
    .from(providerNextAvailability)
    .where(eq(providerNextAvailability.providerId, providerId));
}

/**
 * Makes sure each provider has its `any` row, then locks those rows in id order until the
 * transaction ends. A concurrent refresh of the same provider (another booking) waits here and
 * then reads the bookings committed meanwhile, so the later writer never stores an older answer.
 */
export async function lockNextAvailability(db: Database, providerIds: readonly number[]) {
  if (providerIds.length === 0) return;
  await db
    .insert(providerNextAvailability)
    .values(
      providerIds.map((providerId) => ({
        providerId,
        sessionKind: ANY_SESSION_KIND,
        earliestAt: null,
        computedAt: new Date(0),
      })),
    )
    .onConflictDoNothing();
  await db
    .select({ providerId: providerNextAvailability.providerId })
    .from(providerNextAvailability)
    .where(
      and(
        eq(providerNextAvailability.sessionKind, ANY_SESSION_KIND),
        inArray(providerNextAvailability.providerId, [...providerIds]),
      ),
    )
    .orderBy(asc(providerNextAvailability.providerId))
    .for('update');
}

/** Stores fresh rows (a full set per provider) and drops those of kinds no longer offered. */
export async function storeNextAvailability(db: Database, rows: NextAvailabilityRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(providerNextAvailability)
    .values(rows)
    .onConflictDoUpdate({
      target: [providerNextAvailability.providerId, providerNextAvailability.sessionKind],
      set: {
        earliestAt: sql`excluded.earliest_at`,
        computedAt: sql`excluded.computed_at`,
      },
    });
  // Rows of kinds the provider no longer offers would otherwise linger and mislead filters.
  await db
    .delete(providerNextAvailability)
    .where(
      and(
        inArray(providerNextAvailability.providerId, [
          ...new Set(rows.map((row) => row.providerId)),
        ]),
        sql`${providerNextAvailability.sessionKind} <> ${ANY_SESSION_KIND}`,
        sql`not exists (select 1 from ${providerSessionKinds} where ${providerSessionKinds.providerId} = ${providerNextAvailability.providerId} and ${providerSessionKinds.kind} = ${providerNextAvailability.sessionKind})`,
      ),
    );
}

/**
 * Providers whose cached earliest slot has passed or was computed before `computedBefore`. All
 * rows of a provider are refreshed together and `any` holds the earliest of them, so checking the
 * `any` row is enough (both conditions are index ranges).
 */
export async function staleNextAvailabilityProviders(
  db: Database,
  now: Date,
  computedBefore: Date,
  scope: { limit: number; providerIds?: readonly number[] | undefined },
): Promise<number[]> {
  const rows = await db
    .select({ providerId: providerNextAvailability.providerId })
    .from(providerNextAvailability)
    .where(
      and(
        eq(providerNextAvailability.sessionKind, ANY_SESSION_KIND),
        sql`(${providerNextAvailability.computedAt} < ${computedBefore} or ${providerNextAvailability.earliestAt} <= ${now})`,
        scope.providerIds
          ? inArray(providerNextAvailability.providerId, [...scope.providerIds])
          : undefined,
      ),
    )
    .limit(scope.limit);
  return rows.map((row) => row.providerId);
}
