import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { at } from '../../db/columns';

/**
 * A new email or mobile waiting for proof from the new address (issue 8 case 3): one per user
 * and kind, a newer request replaces it. Only a hash of the link token or the code is stored.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'mobile'] }).notNull(),
    newValue: text('new_value').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong codes tried (mobile); the change dies at CONFIRM_MOBILE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('contact_changes_user_kind_key').on(table.userId, table.kind),
    index('contact_changes_secret_idx').on(table.secretHash),
  ],
);
