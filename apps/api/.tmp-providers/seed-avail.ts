import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { seedDemoAvailability } from '../src/modules/scheduling/seed';
const handle = openDatabase({ DATA_DIR: process.argv[2] ?? '' });
const t = performance.now();
await seedDemoAvailability(handle.db, systemClock);
console.log('availability ms', Math.round(performance.now() - t));
await handle.close();
