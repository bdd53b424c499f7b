import type { WeightedVariant } from '@kaizen/contracts';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../auth/tables';

// Experiments (issue 15). The definition an operator made, and one assignment row per person and
// experiment: the variant first given and when, for the conversion counts. The variant a person
// sees is the one stored in the realtime tree at experiments/{firebaseid}/{name} (SPEC §3); the
// row records it, so statistics never read the tree.

export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    variants: jsonb('variants').$type<WeightedVariant[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('experiments_name_key').on(table.name)],
);

export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    assignedAt: at('assigned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.userId] })],
);
