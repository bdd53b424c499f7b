import { sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock';
import { queryRows, type Database } from './client';

/**
 * Demo data. Each module contributes a seeder; src/demo-data.ts lists them in order (a seeder may
 * rely on the data of those before it). They run inside one transaction so a half-seeded
 * database never exists. Seeders must be deterministic (fixed ids, fixed random seed).
 */
export type Seeder = (db: Database, clock: Clock) => Promise<void>;

/** True when no user exists yet (also before the users table does): a new database. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('users') is not null as present`,
  );
  if (!table?.present) return true;
  const [users] = await queryRows<{ exists: boolean }>(
    db,
    sql`select exists (select 1 from users) as exists`,
  );
  return !users?.exists;
}

export async function seedDemoData(db: Database, clock: Clock, seeders: Seeder[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Database, clock);
  });
  // Fresh statistics, or the planner ignores the search indexes: PGlite never auto-analyzes.
  await db.execute(sql`ANALYZE`);
}

/** The first start of a new embedded database. Returns whether it seeded. */
export async function seedDemoDataIfEmpty(
  db: Database,
  clock: Clock,
  seeders: Seeder[],
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, clock, seeders);
  return true;
}

/**
 * `npm run seed`: a clean demo database. Every table of the `public` schema is emptied (the
 * migration journal lives in the `drizzle` schema and stays), then the seeders run, all in one
 * transaction.
 */
export async function reseedDemoData(db: Database, clock: Clock, seeders: Seeder[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ name: string }>(
      tx as unknown as Database,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    if (rows.length > 0) {
      // The append-only audit log lets TRUNCATE through only for this (migration 0007).
      await tx.execute(sql`set local kaizen.reseeding = 'on'`);
      const tables = rows.map((row) => `public.${row.name}`).join(', ');
      await tx.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
    }
    for (const seed of seeders) await seed(tx as unknown as Database, clock);
  });
  // Fresh statistics, or the planner ignores the search indexes: PGlite never auto-analyzes.
  await db.execute(sql`ANALYZE`);
}
