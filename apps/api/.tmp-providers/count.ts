import { openDatabase } from '../src/db/client';
import { sql } from 'drizzle-orm';
const handle = openDatabase({ DATA_DIR: process.argv[2] ?? '' });
console.log(await handle.db.execute(sql`select count(*) from providers`));
console.log(await handle.db.execute(sql`select count(*) from provider_next_availability`));
await handle.close();
