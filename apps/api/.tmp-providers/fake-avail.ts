import { openDatabase } from '../src/db/client';
import { sql } from 'drizzle-orm';
const target = process.argv[2] ?? '';
const handle = openDatabase(target.startsWith('postgres') ? { DATABASE_URL: target, DATA_DIR: 'memory://' } : { DATA_DIR: target });
await handle.db.execute(sql`delete from provider_next_availability`);
await handle.db.execute(sql`insert into provider_next_availability (provider_id, session_kind, earliest_at, computed_at)
  select k.provider_id, k.kind, case when (k.provider_id * 7 + length(k.kind)) % 9 = 0 then null else date_trunc('hour', now()) + ((k.provider_id * 37 + length(k.kind) * 11) % 600) * interval '1 hour' end, now()
  from provider_session_kinds k`);
await handle.db.execute(sql`insert into provider_next_availability (provider_id, session_kind, earliest_at, computed_at)
  select p.id, 'any', (select min(earliest_at) from provider_next_availability a where a.provider_id = p.id), now() from providers p`);
await handle.db.execute(sql`analyze`);
console.log(await handle.db.execute(sql`select count(*) filter (where earliest_at is null) nulls, count(*) from provider_next_availability where session_kind = 'any'`));
await handle.close();
