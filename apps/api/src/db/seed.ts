import type { Clock } from '../lib/clock';
import type { Database } from './client';

/**
 * Demo data. Each module contributes a seeder; they run in order inside one transaction so a
 * half-seeded database never exists. Seeders must be deterministic (fixed ids, fixed random seed).
 */
export type Seeder = (db: Database, clock: Clock) => Promise<void>;

const seeders: Seeder[] = [];

/** True when no user exists yet: the first start of a new embedded database. */
async function isEmpty(_db: Database): Promise<boolean> {
  return true;
}

export async function seedDemoData(db: Database, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Database, clock);
  });
}

export async function seedDemoDataIfEmpty(db: Database, clock: Clock): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemoData(db, clock);
  return true;
}
