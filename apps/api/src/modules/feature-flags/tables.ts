import { FEATURE_FLAG_NAMES } from '@kaizen/contracts';
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { organisations } from '../organisations/tables';

// Feature flags (issue 15): one row per flag with its platform default, and an organisation's
// override where an operator set one. The migration creates the rows of FEATURE_FLAG_NAMES.

export const featureFlags = pgTable('feature_flags', {
  name: text('name', { enum: FEATURE_FLAG_NAMES }).primaryKey(),
  description: text('description').notNull(),
  defaultEnabled: boolean('default_enabled').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    flag: text('flag', { enum: FEATURE_FLAG_NAMES })
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.flag, table.organisationId] })],
);
