import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { RealtimeValue } from '@kaizen/contracts';
import { users } from '../auth/tables';

/** The top-level keys of the realtime tree (SPEC §7 "Realtime database"). */
export const REALTIME_ROOTS = ['attribution', 'experiments', 'croexperiments', 'users'] as const;
export type RealtimeRoot = (typeof REALTIME_ROOTS)[number];

/**
 * The realtime tree, one row per user and top-level key: the whole subtree that user owns there
 * (attribution/{firebaseid}, experiments/{firebaseid}, croexperiments/{firebaseid},
 * users/{id}). Writes to a sub-path lock the row and rewrite the document, so concurrent
 * PATCHes of the same user never lose each other's keys.
 */
export const realtimeDocuments = pgTable(
  'realtime_documents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    root: text('root', { enum: REALTIME_ROOTS }).notNull(),
    value: jsonb('value').$type<RealtimeValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.root] })],
);
