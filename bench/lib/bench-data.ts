import pg from 'pg';
import { composeScheduling } from '../../apps/api/src/composition';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed';
import { demoSeeders } from '../../apps/api/src/demo-data';
import { systemClock } from '../../apps/api/src/lib/clock';
import { seedGeneratedProviders } from '../../apps/api/src/modules/providers/seed';
import { demoAvailabilitySeeder } from '../../apps/api/src/modules/scheduling/seed';

const EXTRA_PROVIDERS = 5_000;

/**
 * The benchmark database: the demo data plus 5,000 generated providers with availability, built
 * before the server starts (an embedded database has one owner at a time).
 */
export async function prepareBenchDatabase(target: { dataDir: string; databaseUrl?: string }) {
  const handle = openDatabase({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, systemClock, [
      ...demoSeeders,
      async (db) => {
        await seedGeneratedProviders(db, EXTRA_PROVIDERS);
      },
      demoAvailabilitySeeder(composeScheduling()),
    ]);
  } finally {
    await handle.close();
  }
}

/** Drops and recreates the schema of a PostgreSQL bench database (the API migrates it). */
export async function resetBenchSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}
