import pg from 'pg';
import { openDatabase } from '../db/client';

/**
 * With TEST_DATABASE_URL (CI's second pass against the PostgreSQL server) the schema is dropped,
 * recreated and migrated once before any test file runs. Without it every test app gets its own
 * in-memory PGlite and nothing needs doing here.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.end();
  const handle = openDatabase({ DATABASE_URL: url, DATA_DIR: 'memory://' });
  await handle.migrate();
  await handle.close();
}
