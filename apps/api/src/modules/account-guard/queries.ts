import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, timestampFromRow, type Database } from '../../db/client';
import { actionBudgets, signInThrottle } from './tables';

// Data access of the per-account limits (rules in sign-in-throttle.ts and budgets.ts).

type ThrottleRow = typeof signInThrottle.$inferSelect;

/** The login's counter, locked for the rest of the transaction (created when missing). */
export async function lockThrottleRow(db: Database, loginKey: string): Promise<ThrottleRow> {
  await db.insert(signInThrottle).values({ loginKey }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(signInThrottle)
    .where(eq(signInThrottle.loginKey, loginKey))
    .for('update');
  if (!row) throw new Error('sign-in throttle row vanished inside its transaction');
  return row;
}

export async function saveThrottle(db: Database, row: ThrottleRow): Promise<void> {
  const { loginKey, ...values } = row;
  await db.update(signInThrottle).set(values).where(eq(signInThrottle.loginKey, loginKey));
}

export async function clearThrottles(db: Database, loginKeys: string[]): Promise<void> {
  if (loginKeys.length === 0) return;
  await db.delete(signInThrottle).where(inArray(signInThrottle.loginKey, loginKeys));
}

/**
 * Takes one unit of a fixed-window budget in one statement (the conflict's row lock orders
 * parallel takers): a window older than `windowMs` starts again at 1.
 */
export async function takeBudgetUnit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ used: number; windowStartedAt: Date }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await queryRows<{ used: number; window_started_at: string | Date }>(
    db,
    sql`insert into ${actionBudgets} (key, window_started_at, used)
        values (${key}, ${at}, 1)
        on conflict (key) do update set
          used = case when ${actionBudgets.windowStartedAt} <= ${windowStart}
                      then 1 else ${actionBudgets.used} + 1 end,
          window_started_at = case when ${actionBudgets.windowStartedAt} <= ${windowStart}
                      then ${at} else ${actionBudgets.windowStartedAt} end
        returning used, window_started_at`,
  );
  if (!row) throw new Error('budget upsert returned no row');
  return { used: Number(row.used), windowStartedAt: timestampFromRow(row.window_started_at) };
}
