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
// through its client here. So a counter bumped when a statement or transaction that changed
// something settles tells, without asking the database, whether anything may have changed since a
// value was read (caches key on it: modules/providers/search-cache.ts). SELECTs and WITH queries
// that name no writing command do not count (none of ours calls a function that writes; a
// SELECT ... FOR UPDATE only locks). INSERT/UPDATE/DELETE count only when they touched
// a row: the sweepers' and refreshers' periodic "expire what is due" statements usually touch
// none, and counting them emptied the search cache every few seconds. Anything else (CTEs, DDL,
// failures, multi-statement scripts) counts, conservatively.
const writeGenerations = new WeakMap<Database, () => number>();
const SELECT_STATEMENT = /^\s*select\b/i;
const CTE_STATEMENT = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate)\b/i;
const ROW_COUNTED_STATEMENT = /^\s*(insert|update|delete)\b/i;

/** A SELECT, or a WITH query none of whose parts writes (the provider search is one). */
const isReadOnly = (text: string) =>
  SELECT_STATEMENT.test(text) || (CTE_STATEMENT.test(text) && !WRITE_WORD.test(text));

type Counted = Pick<PGlite, 'query' | 'exec'>;

function changedRows(text: string, result: { affectedRows?: number }): boolean {
  return !ROW_COUNTED_STATEMENT.test(text) || (result.affectedRows ?? 0) > 0;
}

/** Wraps `target`'s query and exec so that `onChange` runs after each statement that changed something. */
function watchStatements(target: Counted, onChange: () => void): void {
  const query = target.query.bind(target);
  target.query = (async (text: string, params?: unknown[], options?: object) => {
    if (isReadOnly(text)) return query(text, params, options);
    try {
      const result = await query(text, params, options);
      if (changedRows(text, result)) onChange();
      return result;
    } catch (error) {
      onChange();
      throw error;
    }
  }) as typeof target.query;
  const exec = target.exec.bind(target);
  target.exec = (async (text: string, options?: object) => {
    try {
      return await exec(text, options);
    } finally {
      onChange();
    }
  }) as typeof target.exec;
}

function countWrites(client: PGlite): () => number {
  let generation = 0;
  const bump = () => {
    generation += 1;
  };
  watchStatements(client, bump);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (work) => {
    // Statements inside a transaction become visible only when it ends: count once, after it.
    let changed = false;
    try {
      return await transaction((tx) => {
        watchStatements(tx, () => {
          changed = true;
        });
        return work(tx);
      });
    } catch (error) {
      changed = true;
      throw error;
    } finally {
      if (changed) bump();
    }
  }) as typeof client.transaction;
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
