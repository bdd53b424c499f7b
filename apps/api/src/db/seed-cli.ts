// `npm run seed`: empties the configured database and seeds the demo data again.
import { demoSeeders } from '../demo-data';
import { ConfigError, loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { openDatabase } from './client';
import { reseedDemoData } from './seed';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

// A server database may hold real data: wiping it takes an explicit yes.
if (config.DATABASE_URL && !process.argv.includes('--yes')) {
  console.error(
    'DATABASE_URL is set: `npm run seed` would delete every row of that database.\n' +
      'To do so: npm run seed -w apps/api -- --yes',
  );
  process.exit(1);
}

const handle = openDatabase(config);
await handle.migrate();
await reseedDemoData(handle.db, systemClock, demoSeeders);
await handle.close();
console.info(
  `Demo data seeded into ${config.DATABASE_URL ? 'the DATABASE_URL database' : config.DATA_DIR}.`,
);
