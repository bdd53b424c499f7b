import { INSTRUMENT_CODES, type CrisisReason } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';
import { providers } from '../providers/tables';
import { at, oneOf } from '../../db/columns';

const BAND_LEVELS = ['none', 'mild', 'moderate', 'severe'] as const;

/** One completed questionnaire: every answer as given, and the score the server computed. */
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrument: text('instrument', { enum: INSTRUMENT_CODES }).notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    score: integer('score').notNull(),
    bandLabel: text('band_label').notNull(),
    bandLevel: text('band_level', { enum: BAND_LEVELS }).notNull(),
    crisisReasons: jsonb('crisis_reasons').$type<CrisisReason[]>().notNull(),
    completedAt: at('completed_at').notNull(),
  },
  (table) => [
    uniqueIndex('assessment_results_uuid_key').on(table.uuid),
    index('assessment_results_user_idx').on(table.userId, table.instrument, table.completedAt),
    check(
      'assessment_results_instrument_known',
      sql`${table.instrument} in (${oneOf(INSTRUMENT_CODES)})`,
    ),
    check('assessment_results_level_known', sql`${table.bandLevel} in (${oneOf(BAND_LEVELS)})`),
  ],
);

/** Answers given so far to a questionnaire not yet submitted (progress saved). */
export const assessmentDrafts = pgTable(
  'assessment_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrument: text('instrument', { enum: INSTRUMENT_CODES }).notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instrument] })],
);

/** An instrument a clinician asked a patient to complete by a date. */
export const assessmentAssignments = pgTable(
  'assessment_assignments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedById: integer('assigned_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    instrument: text('instrument', { enum: INSTRUMENT_CODES }).notNull(),
    dueOn: date('due_on').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
    remindedAt: at('reminded_at'),
    completedAt: at('completed_at'),
    resultId: integer('result_id').references(() => assessmentResults.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('assessment_assignments_uuid_key').on(table.uuid),
    index('assessment_assignments_patient_idx').on(table.patientId, table.completedAt),
    check(
      'assessment_assignments_instrument_known',
      sql`${table.instrument} in (${oneOf(INSTRUMENT_CODES)})`,
    ),
  ],
);

/**
 * A crisis answer, for the patient's care team. Acknowledged by a clinician; escalated once when
 * nobody acknowledged it in time.
 */
export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => assessmentResults.id, { onDelete: 'cascade' }),
    reasons: jsonb('reasons').$type<CrisisReason[]>().notNull(),
    createdAt: at('created_at').notNull(),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedById: integer('acknowledged_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    escalatedAt: at('escalated_at'),
  },
  (table) => [
    uniqueIndex('risk_alerts_uuid_key').on(table.uuid),
    uniqueIndex('risk_alerts_result_key').on(table.resultId),
    index('risk_alerts_patient_idx').on(table.patientId, table.createdAt),
    index('risk_alerts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.acknowledgedAt} is null and ${table.escalatedAt} is null`),
    check(
      'risk_alerts_acknowledged_by_someone',
      sql`(${table.acknowledgedAt} is null) = (${table.acknowledgedById} is null)`,
    ),
  ],
);

/** An organisation's own crisis numbers; without a row the configured defaults apply. */
export const crisisLines = pgTable('crisis_lines', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  helplineLabel: text('helpline_label').notNull(),
  helplineNumber: text('helpline_number').notNull(),
  emergencyLabel: text('emergency_label').notNull(),
  emergencyNumber: text('emergency_number').notNull(),
  updatedAt: at('updated_at').notNull(),
});
