// `npm run seed`: re-seeds the demo data into the configured database.
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

const config = loadConfig();
const handle = openDatabase(config);
await handle.migrate();
await seedDemoData(handle.db, systemClock);
await handle.close();
console.info('Demo data seeded.');
