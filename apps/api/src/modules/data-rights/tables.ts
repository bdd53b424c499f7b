import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * Accounts erased by their owner. The anonymised users row stays as the key of retained records
 * (prescriptions, payments, the audit log); this row tells every care-team check that the person
 * is gone, so nothing retained is shown to anyone again.
 */
export const erasedAccounts = pgTable('erased_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
});
