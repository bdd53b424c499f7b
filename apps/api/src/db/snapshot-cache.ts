import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { localWriteGeneration, type Database } from './client';
import { sharedByTurn } from './turn-batch';

// Listing pages and providers' availability are read far more often than they change, so an API
// instance keeps recent answers in memory, keyed by the question AND the database snapshot they
// were read at (modules/providers listing pages, modules/scheduling public slots).
//
// Why the snapshot makes this safe: pg_current_snapshot() changes whenever a transaction that
// wrote anything ends (its xid leaves the in-progress list, or xmax moves past it). A page stored
// under snapshot K was read at K or later; a request that sees K again knows no write has
// committed since, so the stored page is exactly what a fresh query would answer. A booking, a
// schedule change or an edit invalidates every page at once, on every API instance (they all ask
// the same database). A hit costs one trivial statement, shared by the requests of its turn.
//
// On the embedded database the process itself sees every write, so the version is its local write
// counter (client.ts localWriteGeneration) and a hit asks the database nothing at all.
//
// The price of that simplicity: ANY write (a token rotation too) moves the snapshot, so under a
// steady write load most reads miss and cost the query itself (for listings index-driven, see
// modules/providers/page-by-earliest.ts). Never read through this inside a transaction: its own
// uncommitted writes do not move the version. The snapshot and the page must come from the same database (no replica
// for one and the primary for the other).

const snapshotResult = z.object({ rows: z.array(z.object({ snapshot: z.string() })).min(1) });

// The requests of one event-loop turn share one snapshot read (turn-batch.ts): each still reads
// after it arrived, so a page stored under that snapshot is as fresh as its own read would be.
const snapshotReads = new WeakMap<Database, () => Promise<string>>();

/**
 * A version of the data that changes with every committed write: the embedded database's local
 * write counter, or a server's current transaction snapshot as text ("xmin:xmax:xip,...").
 */
export async function currentSnapshot(db: Database): Promise<string> {
  const local = localWriteGeneration(db);
  if (local !== undefined) return `local:${local}`;
  let read = snapshotReads.get(db);
  if (!read) {
    read = sharedByTurn(async () => {
      const result = snapshotResult.parse(
        await db.execute(sql`select pg_current_snapshot()::text as snapshot`),
      );
      return result.rows[0]?.snapshot ?? '';
    });
    snapshotReads.set(db, read);
  }
  return read();
}

/**
 * The value stored for `key` at the current snapshot, or `compute()`'s, which is then stored.
 * `compute` must read the database only after this reads the snapshot (it does: it runs later).
 * The promise is stored, not the value: when a write empties the cache under load, the requests
 * that arrive together for one page share one query instead of each running it (on the embedded
 * database they would queue behind each other). A failed computation is forgotten.
 */
export async function readThrough<T>(
  db: Database,
  cache: SnapshotCache<Promise<T>>,
  key: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  const fullKey = JSON.stringify([await currentSnapshot(db), key]);
  const cached = cache.get(fullKey);
  if (cached !== undefined) return cached;
  const pending = compute();
  cache.set(fullKey, pending);
  pending.catch(() => {
    if (cache.get(fullKey) === pending) cache.delete(fullKey);
  });
  return pending;
}

export interface SnapshotCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

/** A least-recently-used map of at most `capacity` entries. */
export function createSnapshotCache<T>(capacity = 500): SnapshotCache<T> {
  const entries = new Map<string, T>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-insert: Map keeps insertion order, so the oldest entry is always first.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
