import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * Error reports of the web app (SPEC §2 error boundary, §4 "the error is reported"), stored so
 * they can be inspected without a third-party error service. Message, stack and address are
 * stored without emails, tokens and long numbers (error-fingerprint.ts).
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
    /** SPEC §9: non-empty, 'production' by default. */
    releaseStage: text('release_stage').notNull().default('production'),
    /** The top stack frame, or `route /path/:id` without a stack (error-fingerprint.ts). */
    place: text('place').notNull(),
    /** Reports of one fault share it: a hash of the scrubbed message and the place. */
    fingerprint: text('fingerprint').notNull(),
    /** The device's client id, when the reporter had a session. */
    clientId: text('client_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('error_reports_received_at_idx').on(table.receivedAt),
    // The operator's groups: count, first and last seen, latest sample per fingerprint.
    index('error_reports_fingerprint_idx').on(table.fingerprint, table.receivedAt),
  ],
);

/**
 * Product-analytics events (issue 15, SPEC §4, §9), sent by the web app only after the person
 * allowed analytics on that device. A visitor's events are keyed by the device id alone; sign-up
 * joins the device's earlier anonymous events to the new account (events.ts). Retried batches
 * are stored once: (device_id, insert_id) is unique.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: text('device_id').notNull(),
    /** The account, when the event was sent signed in or its device later signed up. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    insertId: text('insert_id').notNull(),
    /** The client's time, never later than the moment the server received it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** SPEC §4: the page, initial and previous referrer (or 'direct'), token parameters removed. */
    currentUrl: text('current_url').notNull(),
    initialReferrer: text('initial_referrer').notNull(),
    previousReferrer: text('previous_referrer').notNull(),
    /** Flat properties, each text at most 255 characters (SPEC §9). */
    properties: jsonb('properties')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull(),
  },
  (table) => [
    // Also the index of a device's events (the sign-up join): device_id leads.
    uniqueIndex('analytics_events_device_insert_key').on(table.deviceId, table.insertId),
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_user_idx').on(table.userId),
  ],
);
