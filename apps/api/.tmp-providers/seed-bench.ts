import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { seedDemoProviders, seedGeneratedProviders } from '../src/modules/providers/seed';
import { seedDemoAvailability } from '../src/modules/scheduling/seed';
import type { Database } from '../src/db/client';
import pg from 'pg';

const target = process.argv[2] ?? '';
if (target.startsWith('postgres')) {
  const c = new pg.Client({ connectionString: target });
  await c.connect();
  await c.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public');
  await c.end();
}
const handle = openDatabase(target.startsWith('postgres') ? { DATABASE_URL: target, DATA_DIR: 'memory://' } : { DATA_DIR: target });
await handle.migrate();
let t = performance.now();
await handle.db.transaction(async (tx) => {
  await seedDemoProviders(tx as unknown as Database);
  await seedGeneratedProviders(tx as unknown as Database, 5000);
});
console.log('providers ms', Math.round(performance.now() - t));
t = performance.now();
await seedDemoAvailability(handle.db, systemClock);
console.log('availability ms', Math.round(performance.now() - t));
await handle.close();
