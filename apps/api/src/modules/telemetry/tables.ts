import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Error reports of the web app (SPEC §2 error boundary, §4 "the error is reported"), stored so
 * they can be inspected without a third-party error service.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    /** The page address, with token-carrying query parameters removed. */
    url: text('url'),
    /** At most 500 characters (SPEC §9). */
    userAgent: text('user_agent'),
    release: text('release'),
    /** The device's client id, when the reporter had a session. */
    clientId: text('client_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('error_reports_received_at_idx').on(table.receivedAt)],
);
