import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * Sign-in attempts per login (email or mobile, stored as a SHA-256 so that logins of people
 * without an account are not kept): the slow-down and lock of issue 8 case 4. Keyed by what was
 * typed, not by account, so an unknown login behaves exactly like a known one.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  loginKey: text('login_key').primaryKey(),
  /** Attempts since the last success, counted when an attempt starts (bursts cannot slip by). */
  failures: integer('failures').notNull().default(0),
  lastAttemptAt: at('last_attempt_at'),
  lockedUntil: at('locked_until'),
});

/** Fixed-window counters per account and action (reset emails, profile changes). */
export const actionBudgets = pgTable('action_budgets', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  used: integer('used').notNull(),
});
