import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@kaizen/contracts';

const actionList = sql.raw(AUDIT_ACTIONS.map((action) => `'${action}'`).join(', '));

/**
 * The PHI audit log: one row per read or change of someone's clinical record. Append-only: a
 * trigger (migration 0007) raises on UPDATE, DELETE and TRUNCATE, so neither the app nor a bug in
 * it can rewrite history. Actor and subject are plain ids, not foreign keys: an erased account
 * must not cascade into (or be blocked by) the log, which outlives it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The database's clock, not the app's: the time of the write itself. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who acted; null for the platform itself (a scheduled job). */
    actorId: integer('actor_id'),
    /** Whose record it is. */
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    check('audit_log_action_known', sql`${table.action} in (${actionList})`),
    check('audit_log_resource_format', sql`${table.resource} ~ '^[a-z][a-z0-9_]{0,62}$'`),
  ],
);
