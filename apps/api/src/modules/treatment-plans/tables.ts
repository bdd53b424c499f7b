import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlanGoal, PlanIntervention } from '@kaizen/contracts';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';

/** A clinician's treatment plan for one patient: goals, interventions and the next review. */
export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: ['active', 'completed'] }).notNull(),
    goals: jsonb('goals').$type<PlanGoal[]>().notNull(),
    interventions: jsonb('interventions').$type<PlanIntervention[]>().notNull(),
    reviewDate: date('review_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('treatment_plans_uuid_key').on(table.uuid),
    index('treatment_plans_patient_idx').on(table.patientId),
    check('treatment_plans_status_known', sql`${table.status} in ('active', 'completed')`),
  ],
);

/** A dated progress note on a plan (optionally about one goal), by a clinician. */
export const treatmentPlanNotes = pgTable(
  'treatment_plan_notes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    planId: integer('plan_id')
      .notNull()
      .references(() => treatmentPlans.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    goalId: uuid('goal_id'),
    note: text('note').notNull(),
    /** 0–10: how far along the goal (or the plan) is, in the clinician's judgement. */
    progress: smallint('progress'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('treatment_plan_notes_uuid_key').on(table.uuid),
    index('treatment_plan_notes_plan_idx').on(table.planId, table.createdAt),
    check('treatment_plan_notes_progress_range', sql`${table.progress} between 0 and 10`),
  ],
);
