import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every query takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  /** A folder for the embedded database, or `memory://` for a throw-away one (tests). */
  DATA_DIR: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: options.DATABASE_URL,
      max: options.DATABASE_POOL_SIZE ?? 20,
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.DATA_DIR === 'memory://' ? undefined : path.join(options.DATA_DIR, 'pg');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` (the in-memory case) ignores options,
  // and the extensions would silently be missing.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist, pgcrypto },
  });
  const generation = countWrites(client);
  const pgliteDb = drizzlePglite({ client, schema });
  writeGenerations.set(pgliteDb as unknown as Database, generation);
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

// The embedded database belongs to this process alone: every statement that can change it passes
// through its client here. So a counter bumped when any such statement or transaction settles
// tells, without asking the database, whether anything may have changed since a value was read
// (caches key on it: modules/providers/search-cache.ts). Plain SELECTs outside a transaction do
// not count (none of ours calls a function that writes); everything else does, conservatively.
const writeGenerations = new WeakMap<Database, () => number>();
const READ_ONLY_STATEMENT = /^\s*select\b/i;

function countWrites(client: PGlite): () => number {
  let generation = 0;
  const settled = <T>(work: Promise<T>): Promise<T> =>
    work.finally(() => {
      generation += 1;
    });
  const query = client.query.bind(client);
  client.query = ((text, params, options) =>
    READ_ONLY_STATEMENT.test(text)
      ? query(text, params, options)
      : settled(query(text, params, options))) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = ((text, options) => settled(exec(text, options))) as typeof client.exec;
  const transaction = client.transaction.bind(client);
  client.transaction = ((work) => settled(transaction(work))) as typeof client.transaction;
  return () => generation;
}

/**
 * For an embedded database, how many writes this process has made to it so far (it changes
 * after every write); undefined for a database server, which other processes also write to.
 */
export function localWriteGeneration(db: Database): number | undefined {
  return writeGenerations.get(db)?.();
}

/** The rows of a raw SQL query: PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A timestamptz of a raw query row as a Date. Drizzle's drivers hand raw rows' timestamps over as
 * PostgreSQL text ("2026-11-23 14:22:19.121+00"), which is made ISO 8601 here before parsing.
 */
export function timestampFromRow(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}
