import type { FeatureFlagName } from '@kaizen/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';
import { featureFlagOverrides, featureFlags } from './tables';

interface FlagValue {
  name: FeatureFlagName;
  enabled: boolean;
}

/**
 * Every flag's value for a person: their organisation's override, else the platform default.
 * A visitor (null) gets the defaults.
 */
export async function flagValues(db: Database, userId: number | null): Promise<FlagValue[]> {
  const organisationOf =
    userId === null
      ? sql`null::integer`
      : sql`(select ${users.organisationId} from ${users} where ${users.id} = ${userId})`;
  return db
    .select({
      name: featureFlags.name,
      enabled: sql<boolean>`coalesce(${featureFlagOverrides.enabled}, ${featureFlags.defaultEnabled})`,
    })
    .from(featureFlags)
    .leftJoin(
      featureFlagOverrides,
      and(
        eq(featureFlagOverrides.flag, featureFlags.name),
        eq(featureFlagOverrides.organisationId, organisationOf),
      ),
    )
    .orderBy(asc(featureFlags.name));
}

export async function listFlags(db: Database) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

export async function listOverrides(db: Database) {
  return db
    .select({
      flag: featureFlagOverrides.flag,
      enabled: featureFlagOverrides.enabled,
      shortCode: organisations.shortCode,
      organisationName: organisations.name,
    })
    .from(featureFlagOverrides)
    .innerJoin(organisations, eq(organisations.id, featureFlagOverrides.organisationId))
    .orderBy(asc(organisations.name));
}

export async function updateDefault(
  db: Database,
  name: FeatureFlagName,
  enabled: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(featureFlags)
    .set({ defaultEnabled: enabled, updatedAt: now })
    .where(eq(featureFlags.name, name))
    .returning({ name: featureFlags.name });
  return rows.length > 0;
}

export async function organisationIdByShortCode(db: Database, shortCode: string) {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.shortCode, shortCode.toLowerCase()));
  return row?.id ?? null;
}

/** One statement, so two operators setting the same override at once leave one row. */
export async function upsertOverride(
  db: Database,
  override: { flag: FeatureFlagName; organisationId: number; enabled: boolean; now: Date },
): Promise<void> {
  await db
    .insert(featureFlagOverrides)
    .values({
      flag: override.flag,
      organisationId: override.organisationId,
      enabled: override.enabled,
      updatedAt: override.now,
    })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.flag, featureFlagOverrides.organisationId],
      set: { enabled: override.enabled, updatedAt: override.now },
    });
}

export async function deleteOverride(db: Database, flag: FeatureFlagName, organisationId: number) {
  await db
    .delete(featureFlagOverrides)
    .where(
      and(
        eq(featureFlagOverrides.flag, flag),
        eq(featureFlagOverrides.organisationId, organisationId),
      ),
    );
}
