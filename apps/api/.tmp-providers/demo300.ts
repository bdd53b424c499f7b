import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { seedDemoProviders } from '../src/modules/providers/seed';
import { seedDemoAvailability } from '../src/modules/scheduling/seed';
import type { Database } from '../src/db/client';
const handle = openDatabase({ DATA_DIR: process.argv[2] ?? 'memory://' });
await handle.migrate();
const t = performance.now();
try {
  await handle.db.transaction(async (tx) => {
    await seedDemoProviders(tx as unknown as Database);
    if (process.env.EXTRA) await (await import("../src/modules/providers/seed")).seedGeneratedProviders(tx as unknown as Database, Number(process.env.EXTRA));
    console.log('providers ms', Math.round(performance.now() - t));
    await seedDemoAvailability(tx as unknown as Database, systemClock);
  });
  console.log('all ms', Math.round(performance.now() - t));
} catch (e) { console.log('FAILED', String(e).slice(0, 200)); }
await handle.close();
