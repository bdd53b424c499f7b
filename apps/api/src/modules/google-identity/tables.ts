import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * The Google account (its `sub`, which never changes) linked to a Kaizen account at its first
 * Google sign-in. Later sign-ins find the account by `sub`, so a changed email at Google neither
 * orphans the account nor lets whoever gets the old address at Google into it. One Google
 * account per Kaizen account and the other way round, both enforced here.
 */
export const googleAccounts = pgTable('google_accounts', {
  subject: text('subject').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('google_accounts_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

/**
 * ID tokens already used to sign in, by SHA-256 of the token, kept until the token expires: a
 * token replayed within its lifetime meets the primary key and is refused. Rows past their
 * expiry are removed as new ones arrive.
 */
export const googleTokenUses = pgTable(
  'google_token_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('google_token_uses_expires_at_idx').on(table.expiresAt)],
);
