import { tooManyRequests } from '../../lib/http-errors';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sha256Hex } from './hash';
import { clearThrottles, lockThrottleRow, saveThrottle } from './queries';

// Sign-in failures per account (issue 8 case 4): after `slowAfter` failures each attempt must
// wait longer (1 s, 2 s, 4 s, ... after the last one); at `lockAfter` failures the login is locked
// for `lockMinutes` and its owner is emailed once. Attempts are counted when they start, inside a
// row lock, so a parallel burst from many addresses gets no more tries than a patient attacker.

export interface SignInThrottleSettings {
  slowAfter: number;
  lockAfter: number;
  lockMinutes: number;
}

const MAX_STEP_SECONDS = 60;

/** The key of what was typed: the same rule for logins with and without an account. */
export const loginKey = (field: 'email' | 'mobile', login: string): string =>
  sha256Hex(`${field}:${login.trim().toLowerCase()}`);

function waitMessage(retryAt: Date, now: Date, locked: boolean): string {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const wait =
    seconds < 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return locked
    ? `Too many failed sign-ins: this account is locked for now. Try again in ${wait}, or reset your password.`
    : `Too many failed sign-ins. Please wait ${wait} before trying again.`;
}

const refuse = (retryAt: Date, now: Date, locked: boolean) =>
  tooManyRequests(
    waitMessage(retryAt, now, locked),
    Math.ceil((retryAt.getTime() - now.getTime()) / 1000),
  );

/**
 * Starts a sign-in attempt: throws 429 (with when to retry) while the login is slowed down or
 * locked, otherwise counts the attempt as a failure until `signInSucceeded` clears it.
 */
export async function startSignInAttempt(
  db: Database,
  key: string,
  settings: SignInThrottleSettings,
  now: Date,
): Promise<void> {
  const lockMs = settings.lockMinutes * 60_000;
  await inTransaction(db, async (tx) => {
    const row = await lockThrottleRow(tx, key);
    if (row.lockedUntil && row.lockedUntil > now) throw refuse(row.lockedUntil, now, true);
    // Failures are forgotten after a quiet period as long as a lock.
    const stale = !row.lastAttemptAt || now.getTime() - row.lastAttemptAt.getTime() >= lockMs;
    const failures = stale || row.lockedUntil ? 0 : row.failures;
    if (failures >= settings.slowAfter && row.lastAttemptAt) {
      const stepSeconds = Math.min(MAX_STEP_SECONDS, 2 ** (failures - settings.slowAfter));
      const retryAt = new Date(row.lastAttemptAt.getTime() + stepSeconds * 1000);
      if (retryAt > now) throw refuse(retryAt, now, false);
    }
    await saveThrottle(tx, {
      ...row,
      failures: failures + 1,
      lastAttemptAt: now,
      lockedUntil: null,
    });
  });
}

/**
 * After a wrong password: locks the login when this was the last allowed failure. True only for
 * the one call that set the lock (the caller emails the owner once).
 */
export async function signInFailed(
  db: Database,
  key: string,
  settings: SignInThrottleSettings,
  now: Date,
): Promise<{ locked: boolean }> {
  return inTransaction(db, async (tx) => {
    const row = await lockThrottleRow(tx, key);
    if (row.failures < settings.lockAfter || (row.lockedUntil && row.lockedUntil > now)) {
      return { locked: false };
    }
    const lockedUntil = new Date(now.getTime() + settings.lockMinutes * 60_000);
    await saveThrottle(tx, { ...row, lockedUntil });
    return { locked: true };
  });
}

/** A right password (or a password reset) clears the login's failures. */
export const clearSignInFailures = (db: Database, keys: string[]) => clearThrottles(db, keys);
