import type { Database } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import { takeBudgetUnit } from './queries';

// Per-account budgets of actions that email or probe (issue 8 case 4). Counted in the database,
// so they hold across API instances with no Redis and survive a restart.

export interface Budget {
  /** What is counted, e.g. 'reset-email'. */
  action: string;
  max: number;
  windowMs: number;
}

/**
 * Takes one unit; false (and nothing else happens) when the window's budget is spent. The
 * subject is an account id, or a hash of an address that may have no account (sha256Hex).
 */
export async function withinBudget(
  db: Database,
  budget: Budget,
  subject: number | string,
  now: Date,
): Promise<boolean> {
  const taken = await takeBudgetUnit(db, `${budget.action}:${subject}`, budget.windowMs, now);
  return taken.used <= budget.max;
}

/** Takes one unit or answers 429 with when the window ends. */
export async function spendBudget(
  db: Database,
  budget: Budget,
  subject: number | string,
  message: string,
  now: Date,
): Promise<void> {
  const taken = await takeBudgetUnit(db, `${budget.action}:${subject}`, budget.windowMs, now);
  if (taken.used <= budget.max) return;
  const retryAt = taken.windowStartedAt.getTime() + budget.windowMs;
  const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
  throw tooManyRequests(
    `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil((retryAt - now.getTime()) / 1000),
  );
}
