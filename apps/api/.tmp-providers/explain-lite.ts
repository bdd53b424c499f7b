import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema';
import type { Database } from '../src/db/client';
import { providerPageQuery } from '../src/modules/providers/search-query';
const client = new PGlite(process.argv[2] + '/pg', { extensions: { btree_gist, pgcrypto } });
const db = drizzle({ client, schema }) as unknown as Database;
if (process.argv.includes('--analyze')) { await client.query('analyze'); console.log('analyzed'); }
const q = providerPageQuery(db, { languages: ['hindi'], concerns: ['anxiety'], maxPriceTier: 2 }, { sort: 'earliest', limit: 21 }).toSQL();
const r = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${q.sql}`, q.params);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
const s = await client.query(`select relname, n_live_tup, last_analyze, last_autoanalyze from pg_stat_user_tables where relname like 'provider%'`);
console.log(s.rows);
await client.close();
