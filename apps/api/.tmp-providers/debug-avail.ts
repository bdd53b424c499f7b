import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { seedDemoAvailability } from '../src/modules/scheduling/seed';
import type { Database } from '../src/db/client';
const client = new PGlite(process.argv[2] + '/pg', { extensions: { btree_gist, pgcrypto } });
let last = '';
let n = 0;
const db = drizzle({ client, schema, logger: { logQuery(q, params) { n++; last = `${q.slice(0, 400)} ... [${q.length} chars, ${params.length} params]`; } } });
process.on('uncaughtException', (e) => { console.log('FAILED after', n, 'queries; last:', last); console.log(String(e).slice(0, 200)); process.exit(1); });
try {
  await seedDemoAvailability(db as unknown as Database, systemClock);
  console.log('ok', n);
} catch (e) {
  console.log('FAILED after', n, 'queries; last:', last);
  console.log(String(e).slice(0, 300));
}
