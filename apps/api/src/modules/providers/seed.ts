import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DEMO_CLINICS } from './demo/clinics';
import { generateDemoProviders, type DemoProvider } from './demo/generate';
import { clinics, providerClinics, providers, providerSessionKinds } from './tables';

// Demo directory writes. Re-running is safe: clinics are matched by slug and providers by uuid,
// and a provider's session kinds and clinic links are replaced, not added to.

export const DEMO_PROVIDER_COUNT = 300;
export const DEMO_PROVIDER_SEED = 20_260_115;
/** Rows per INSERT: well inside PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

function idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo data: no row was written for ${String(key)}`);
  return id;
}

/** Upserts the demo clinics; answers their ids by slug. */
async function seedDemoClinics(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .insert(clinics)
    .values(DEMO_CLINICS.map((clinic) => ({ ...clinic, active: true })))
    .onConflictDoUpdate({
      target: clinics.slug,
      set: {
        centreName: sql`excluded.centre_name`,
        city: sql`excluded.city`,
        address: sql`excluded.address`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        centres: sql`excluded.centres`,
        active: sql`excluded.active`,
      },
    })
    .returning({ id: clinics.id, slug: clinics.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

const refreshedColumns = Object.fromEntries(
  (
    [
      'firstname',
      'lastname',
      'provider_type',
      'gender',
      'languages',
      'concerns',
      'qualifications',
      'years_of_experience',
      'bio',
      'photo_url',
      'price_tier',
      'time_zone',
      'active',
    ] as const
  ).map((column) => [column, sql.raw(`excluded.${column}`)]),
);

/** Writes generated providers in batches; answers their ids in the given order. */
async function insertDemoProviders(
  db: Database,
  demo: readonly DemoProvider[],
  clinicIds: ReadonlyMap<string, number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(demo, BATCH)) {
    const rows = await db
      .insert(providers)
      .values(batch.map((entry) => entry.provider))
      .onConflictDoUpdate({ target: providers.uuid, set: refreshedColumns })
      .returning({ id: providers.id, uuid: providers.uuid });
    const idByUuid = new Map(rows.map((row) => [row.uuid, row.id]));
    const batchIds = batch.map((entry) => idOf(idByUuid, entry.provider.uuid));
    await db.delete(providerSessionKinds).where(inArray(providerSessionKinds.providerId, batchIds));
    await db.delete(providerClinics).where(inArray(providerClinics.providerId, batchIds));
    const kinds = batch.flatMap((entry) => {
      const providerId = idOf(idByUuid, entry.provider.uuid);
      return entry.sessionKinds.map((kind) => ({ ...kind, providerId }));
    });
    const links = batch.flatMap((entry) => {
      const providerId = idOf(idByUuid, entry.provider.uuid);
      return entry.clinicSlugs.map((slug) => ({ providerId, clinicId: idOf(clinicIds, slug) }));
    });
    if (kinds.length > 0) await db.insert(providerSessionKinds).values(kinds);
    if (links.length > 0) await db.insert(providerClinics).values(links);
    ids.push(...batchIds);
  }
  return ids;
}

/**
 * Fresh planner statistics after a bulk load: the embedded database has no autovacuum, and
 * without them the planner guesses and may skip the search indexes.
 */
async function analyzeDirectory(db: Database): Promise<void> {
  await db.execute(
    sql`analyze ${providers}, ${providerSessionKinds}, ${clinics}, ${providerClinics}`,
  );
}

/** The demo clinics and about 300 providers (demo-data.ts runs this before availability). */
export async function seedDemoProviders(db: Database): Promise<void> {
  const clinicIds = await seedDemoClinics(db);
  await insertDemoProviders(
    db,
    generateDemoProviders(DEMO_PROVIDER_COUNT, DEMO_PROVIDER_SEED),
    clinicIds,
  );
  await analyzeDirectory(db);
}

/**
 * `count` more providers from another seed, on top of the demo data (the benchmark adds 5,000).
 * Answers their ids, e.g. for generating their availability.
 */
export async function seedGeneratedProviders(
  db: Database,
  count: number,
  seed = DEMO_PROVIDER_SEED + 1,
): Promise<number[]> {
  const clinicIds = await seedDemoClinics(db);
  const ids = await insertDemoProviders(db, generateDemoProviders(count, seed), clinicIds);
  await analyzeDirectory(db);
  return ids;
}
