import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { providerPageQuery } from '../src/modules/providers/search-query';

const url = process.env.URL ?? 'postgres://postgres@127.0.0.1:5432/kaizen_providers';
const handle = openDatabase(url.startsWith('postgres') ? { DATABASE_URL: url, DATA_DIR: 'memory://' } : { DATA_DIR: url });
const cases: [string, Parameters<typeof providerPageQuery>[1], 'earliest' | 'relevance'][] = [
  ['hindi+anxiety+tier<=2 earliest', { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, 'earliest'],
  ['therapy+female+tamil earliest', { types: ['therapy'], genders: ['female'], languages: ['tamil'] }, 'earliest'],
  ['hindi+anxiety+tier<=2 relevance', { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, 'relevance'],
  ['no filter', {}, 'earliest'],
];
for (const [name, filters, sort] of cases) {
  for (let i = 0; i < 20; i++) await providerPageQuery(handle.db, filters, { sort, limit: 21 });
  const n = 200;
  const t = performance.now();
  for (let i = 0; i < n; i++) await providerPageQuery(handle.db, filters, { sort, limit: 21 });
  console.log(name, ((performance.now() - t) / n).toFixed(3), 'ms/query');
}
const t = performance.now();
for (let i = 0; i < 500; i++) await handle.db.execute('select 1' as never);
console.log('select 1', ((performance.now() - t) / 500).toFixed(3), 'ms');
await handle.close();
