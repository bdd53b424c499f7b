import { MY_PROVIDER_ROLES, PROVIDER_TYPES, type MyProviderRole } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { providers } from '../providers/tables';

const roleList = sql.raw(MY_PROVIDER_ROLES.map((role) => `'${role}'`).join(', '));
const typeList = sql.raw(PROVIDER_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * Which providers a person is in care with (SPEC §3 My-providers entries), one row per pair and
 * provider type. Bookings add rows; the person reads only their own.
 */
export const customerProviderMappings = pgTable(
  'customer_provider_mappings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    providerType: text('provider_type', { enum: PROVIDER_TYPES }).notNull(),
    roles: text('roles')
      .array()
      .$type<MyProviderRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Newly assigned, not yet acknowledged by the person (PATCH update_temp_flag clears it). */
    tempFlag: boolean('temp_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('customer_provider_mappings_key').on(
      table.userId,
      table.providerId,
      table.providerType,
    ),
    index('customer_provider_mappings_provider_idx').on(table.providerId),
    check('customer_provider_mappings_type_known', sql`${table.providerType} in (${typeList})`),
    check(
      'customer_provider_mappings_roles_known',
      sql`${table.roles} <@ array[${roleList}]::text[]`,
    ),
  ],
);
