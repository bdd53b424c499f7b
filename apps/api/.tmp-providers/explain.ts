import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { seedDemoProviders, seedGeneratedProviders } from '../src/modules/providers/seed';
import { seedDemoAvailability } from '../src/modules/scheduling/seed';
import { providerPageQuery } from '../src/modules/providers/search-query';

const url = 'postgres://postgres@127.0.0.1:5432/kaizen_providers';
const reset = process.argv.includes('--reset');
if (reset) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public');
  await c.end();
}
const handle = openDatabase({ DATABASE_URL: url, DATA_DIR: 'memory://' });
if (reset) {
  await handle.migrate();
  let t = performance.now();
  await handle.db.transaction(async (tx) => {
    await seedDemoProviders(tx as never);
    await seedGeneratedProviders(tx as never, 5000);
  });
  console.log('providers seeded ms', Math.round(performance.now() - t));
  t = performance.now();
  await seedDemoAvailability(handle.db, systemClock);
  console.log('availability seeded ms', Math.round(performance.now() - t));
}
const c = new pg.Client({ connectionString: url });
await c.connect();
await c.query('ANALYZE');
const counts = await c.query("select (select count(*) from providers) p, (select count(*) from provider_next_availability) na, (select count(*) from provider_next_availability where session_kind='any' and earliest_at is not null) av");
console.log(counts.rows);
const cases: [string, Parameters<typeof providerPageQuery>[1], 'earliest' | 'relevance'][] = [
  ['hindi+anxiety+tier<=2 earliest', { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, 'earliest'],
  ['therapy+female+tamil earliest', { types: ['therapy'], genders: ['female'], languages: ['tamil'] }, 'earliest'],
  ['hindi+anxiety+tier<=2 relevance', { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, 'relevance'],
  ['psychiatry+bengali+ocd', { types: ['psychiatry'], languages: ['bengali'], concerns: ['ocd'] }, 'earliest'],
  ['tamil+ocd+tier<=2 earliest', { languages: ['tamil'], concerns: ['ocd'], maxPriceTier: 2 }, 'earliest'],
  ['hindi+anxiety+tier<=2 tele within 7 days', { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2, sessionKinds: ['tele'], availableBefore: new Date(Date.now() + 7 * 86400000) }, 'earliest'],
  ['no filter', {}, 'earliest'],
];
for (const [name, filters, sort] of cases) {
  const q = providerPageQuery(handle.db, filters, { sort, limit: 21 }).toSQL();
  if (process.argv.includes('--sql')) console.log(q.sql, q.params);
  const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`, q.params);
  console.log(`\n=== ${name}`);
  console.log(r.rows.map((row) => row['QUERY PLAN']).join('\n'));
}
await c.end();
await handle.close();
