import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * A clinician's private calendar feed (issue 13): one per clinician login. Only the SHA-256 of
 * the address's secret is kept; a new address replaces the old one, deleting the row revokes it.
 */
export const clinicianCalendarFeeds = pgTable('clinician_calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
