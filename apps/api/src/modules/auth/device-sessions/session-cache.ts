import { listenLocally, type Database } from '../../../db/client';
import { createSnapshotCache } from '../../../db/snapshot-cache';
import { batchedByTurn } from '../../../db/turn-batch';
import { findSessionByClient, sessionRevisions, type SessionRow } from './session-queries';

// Every authenticated request looks up its device session with its user and organisation. An API
// instance keeps recent lookups in memory, keyed by the hash of the presented token, and trusts a
// copy only after re-reading the session's revision (migration 0010 moves it on every change of
// the session row, its user's shown columns or the organisation's name): one primary-key read
// instead of the joined lookup (one statement for the requests of the same event-loop turn:
// db/turn-batch.ts). Revocation stays immediate across instances because that read goes to the
// shared database on every request; nothing is trusted on time alone. The time limit
// only bounds how long an idle copy takes memory.
//
// On the embedded database the revision read is not needed: the same triggers notify each new
// revision, and PGlite delivers that to this process before the write's statement returns
// (db/client.ts listenLocally), so a copy is trusted until a notification says otherwise.

const SESSION_CACHE_POLICY = {
  /** A copy older than this is read again in full. */
  ttlMs: 60_000,
  /** Devices whose lookups are kept (least recently used ones go first). */
  capacity: 10_000,
} as const;

interface CachedLookup {
  client: string;
  row: SessionRow;
  storedAt: number;
}

export interface SessionLookupCache {
  /**
   * The session of `client` for a token of hash `tokenHash`: a cached copy whose revision still
   * holds, else the full lookup. `fresh` says which.
   */
  find(
    client: string,
    tokenHash: string,
    now: Date,
  ): Promise<{ row: SessionRow | undefined; fresh: boolean }>;
  /** Keeps `row` for requests presenting a token of hash `tokenHash` (one that matched it). */
  remember(tokenHash: string, client: string, row: SessionRow, now: Date): void;
  forget(tokenHash: string): void;
}

export function createSessionLookupCache(
  db: Database,
  policy: { ttlMs: number; capacity: number } = SESSION_CACHE_POLICY,
): SessionLookupCache {
  const copies = createSnapshotCache<CachedLookup>(policy.capacity);
  // Embedded database only: the latest revision notified per session (-1: deleted).
  const notified = new Map<number, number>();
  let notifiedLocally = false;
  void listenLocally(db, 'device_session_revised', (payload) => {
    const [id, revision] = payload.split(':').map(Number);
    if (id === undefined || revision === undefined) return;
    // Bounded: past the limit, forget everything (every copy is then read again once).
    if (notified.size >= policy.capacity * 2) {
      notified.clear();
      copies.clear();
    }
    notified.set(id, revision);
  }).then((listening) => {
    // Copies stored before listening began may have missed a notification: read them again.
    if (listening) copies.clear();
    notifiedLocally = listening;
  });

  const readRevision = batchedByTurn((ids: number[]) => sessionRevisions(db, ids));
  const stillHolds = async (row: SessionRow) => {
    if (!notifiedLocally) return (await readRevision(row.id)) === row.revision;
    const latest = notified.get(row.id);
    return latest === undefined || latest === row.revision;
  };

  return {
    async find(client, tokenHash, now) {
      const cached = copies.get(tokenHash);
      // The client must match too: the token proves a session, the client id names it.
      if (cached && cached.client === client && now.getTime() - cached.storedAt < policy.ttlMs) {
        if (await stillHolds(cached.row)) return { row: cached.row, fresh: false };
      }
      if (cached) copies.delete(tokenHash);
      return { row: await findSessionByClient(db, client), fresh: true };
    },
    remember(tokenHash, client, row, now) {
      copies.set(tokenHash, { client, row, storedAt: now.getTime() });
    },
    forget(tokenHash) {
      copies.delete(tokenHash);
    },
  };
}
