import { CONSENT_METHODS, CONSENT_TYPES, POLICY_TYPES } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { at, oneOf } from '../../db/columns';

/** Every published version of the terms and the privacy policy; the highest is current. */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: POLICY_TYPES }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (table) => [
    uniqueIndex('policy_documents_type_version_key').on(table.type, table.version),
    check('policy_documents_type_known', sql`${table.type} in (${oneOf(POLICY_TYPES)})`),
    check('policy_documents_version_positive', sql`${table.version} > 0`),
  ],
);

/**
 * Each acceptance or withdrawal, never changed: version, time and method. Where a consent stands
 * is its latest event.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentType: text('consent_type', { enum: CONSENT_TYPES }).notNull(),
    /** The policy version accepted; null for eighteen-plus and for withdrawals. */
    version: integer('version'),
    action: text('action', { enum: ['accepted', 'withdrawn'] }).notNull(),
    method: text('method', { enum: CONSENT_METHODS }),
    recordedAt: at('recorded_at').notNull(),
  },
  (table) => [
    index('consent_events_user_idx').on(table.userId, table.consentType, table.recordedAt),
    check('consent_events_type_known', sql`${table.consentType} in (${oneOf(CONSENT_TYPES)})`),
    check('consent_events_action_known', sql`${table.action} in ('accepted', 'withdrawn')`),
    check(
      'consent_events_method_known',
      sql`${table.method} is null or ${table.method} in (${oneOf(CONSENT_METHODS)})`,
    ),
  ],
);
