import type { Database } from '../../db/client';
import { sessionRevisions } from './session-queries';

// On a database server every request with a cached session lookup reads its session's revision
// (session-cache.ts): that read is what keeps revocation immediate across API instances. Under
// load many requests ask in the same turn of the event loop, and each read costs a round trip and
// a statement on both sides. So the revisions asked for in one turn are read together, in one
// statement sent once the turn's I/O callbacks have run (setImmediate). Every request's read still
// starts after the request arrived, so it sees any revocation committed before then; a lone
// request waits no longer than the rest of its turn.

/** The current revision of a device session, or undefined when its row is gone. */
export type RevisionRead = (sessionId: number) => Promise<number | undefined>;

interface Waiter {
  resolve: (revision: number | undefined) => void;
  reject: (error: unknown) => void;
}

export function createBatchedRevisionRead(db: Database): RevisionRead {
  let gathering: Map<number, Waiter[]> | undefined;

  const readAll = async (batch: Map<number, Waiter[]>) => {
    try {
      const revisions = await sessionRevisions(db, [...batch.keys()]);
      for (const [id, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(revisions.get(id));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (sessionId) =>
    new Promise((resolve, reject) => {
      if (!gathering) {
        const batch = new Map<number, Waiter[]>();
        gathering = batch;
        setImmediate(() => {
          gathering = undefined;
          void readAll(batch);
        });
      }
      const waiters = gathering.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(sessionId, [{ resolve, reject }]);
    });
}
