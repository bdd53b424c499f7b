import { SLOT_TAKEN_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';

/** Deadlocks and serialization failures are retried this many times in all before giving up. */
const BOOKING_TRANSACTION_ATTEMPTS = 4;
const RETRYABLE = new Set(['40P01', '40001']);
/** The exclusion constraint (23P01) and unique keys (23505) of a booking write: someone was first. */
const TAKEN = new Set(['23P01', '23505']);

export const isSlotTakenError = (error: unknown): boolean =>
  TAKEN.has(postgresErrorCode(error) ?? '');

/** One transaction (a savepoint inside another); the handle is typed as Database. */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database));

/**
 * Runs a booking write in a transaction. A deadlock or serialization failure is retried a bounded
 * number of times (with a small random pause, so the retries do not collide again); a conflict
 * with another booking answers 409 with the message the booking page shows.
 */
export async function bookingTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      const code = postgresErrorCode(error) ?? '';
      if (RETRYABLE.has(code) && attempt < BOOKING_TRANSACTION_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      if (TAKEN.has(code)) throw conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
      throw error;
    }
  }
}
