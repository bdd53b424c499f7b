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
  /** The driver under Drizzle (database spans wrap it: db/statement-spans.ts). */
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  DATABASE_CONNECT_TIMEOUT_MS?: number;
  /** A folder for the embedded database, or `memory://` for a throw-away one (tests). */
  DATA_DIR: string;
}

/**
 * Opens the database. `onConnectionLost` hears about server connections that broke (terminated
 * backend, cut link, server restart); they are dropped from the pool and replaced on demand.
 */
export function openDatabase(
  options: DatabaseOptions,
  onConnectionLost: (error: Error) => void = () => undefined,
): DatabaseHandle {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: options.DATABASE_URL,
      max: options.DATABASE_POOL_SIZE ?? 20,
      // Without it a request waits forever for a connection to a server that does not answer.
      connectionTimeoutMillis: options.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    });
    survivesLostConnections(pool, onConnectionLost);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
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
  embeddedClients.set(pgliteDb as unknown as Database, client);
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * node-postgres emits 'error' on an idle pooled client whose connection dies (the pool forwards
 * it), and on a checked-out client when its socket dies between queries. An 'error' event
 * without a listener ends the process, so both get one. The broken client is no longer
 * queryable: its queries reject (the error plugin answers those requests 503) and the pool
 * replaces it.
 */
function survivesLostConnections(pool: pg.Pool, onConnectionLost: (error: Error) => void): void {
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => {
    client.on('error', onConnectionLost);
  });
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: unknown) => {
    // The callback form is the pool's own (pool.query), which releases correctly.
    if (callback) return connect(callback as Parameters<typeof connect>[0]);
    return connect().then(releasedWhenBroken);
  }) as typeof pool.connect;
}

/**
 * A checked-out client (Drizzle's transactions) goes back to the pool, destroyed, as soon as its
 * connection breaks. Drizzle runs `begin` before its try/finally, so a transaction whose
 * connection died before `begin` never released its client: each terminated backend leaked one
 * until the pool was empty and every request waited for a connection forever.
 */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    client.removeListener('error', releaseOnce);
    if (released) return;
    released = true;
    release(error);
  };
  client.on('error', releaseOnce);
  client.release = releaseOnce;
  return client;
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

const embeddedClients = new WeakMap<Database, PGlite>();

/**
 * On an embedded database, listens to NOTIFY on `channel` and answers true once listening. Its
 * one process makes every write, and PGlite hands a committed transaction's notifications to the
 * listener before the committing statement returns, so a listener is never behind what a later
 * query could read. A database server's notifications arrive later, over another connection, so
 * there this answers false and the caller must read instead.
 */
export async function listenLocally(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<boolean> {
  const client = embeddedClients.get(db);
  if (!client) return false;
  await client.listen(channel, onPayload);
  return true;
}
