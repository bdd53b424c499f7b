import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** How long a probe's answer stands for the health check (issue 14: health without a query). */
const LIVENESS_FRESH_MS = 1_000;

export type LivenessAnswer = { up: true } | { up: false; error: unknown };

export interface DatabaseLiveness {
  /** Whether the database answered recently: at most one `select 1` per LIVENESS_FRESH_MS. */
  check(): Promise<LivenessAnswer>;
  /** A connection was seen lost or a query failed as unavailable: the next check asks again. */
  suspect(): void;
}

/**
 * The health check's view of the database (issue 8: 503 while it is down; issue 14: health
 * costs about what an unmatched request costs). A `select 1` per health request made health the
 * slowest read of the API under load, so a probe's answer is kept for a second and shared by
 * every health request in that second, and concurrent checks after it expired wait for one
 * probe instead of sending one each. A lost pool connection or a request that failed because the
 * database was unreachable makes the kept answer stale at once, so health turns 503 on the next
 * call rather than up to a second later. Time is the process's monotonic clock, not the app's
 * (tests and the clock-control route move that one).
 */
export function createDatabaseLiveness(
  db: Database,
  now: () => number = () => performance.now(),
  freshMs = LIVENESS_FRESH_MS,
): DatabaseLiveness {
  let answer: LivenessAnswer | undefined;
  let answeredAt = 0;
  let probing: Promise<LivenessAnswer> | undefined;

  const probe = async (): Promise<LivenessAnswer> => {
    const startedAt = now();
    let result: LivenessAnswer;
    try {
      await db.execute(sql`select 1`);
      result = { up: true };
    } catch (error) {
      result = { up: false, error };
    }
    // A suspicion raised while this probe ran may concern a failure this probe did not see.
    if (answeredAt <= startedAt) {
      answer = result;
      answeredAt = startedAt;
    }
    return result;
  };

  return {
    check() {
      if (answer && now() - answeredAt < freshMs) return Promise.resolve(answer);
      if (probing) return probing;
      const current = probe().finally(() => {
        if (probing === current) probing = undefined;
      });
      probing = current;
      return current;
    },
    suspect() {
      answer = undefined;
      answeredAt = now();
      // A probe already under way may have passed before the failure: the next check starts anew.
      probing = undefined;
    },
  };
}
