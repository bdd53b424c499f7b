import {
  MY_PROVIDER_ROLES,
  PROVIDER_TYPES,
  SESSION_KINDS,
  type MyProviderRole,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
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
import { organisations } from '../organisations/tables';
import { providers } from '../providers/tables';

const roleList = sql.raw(MY_PROVIDER_ROLES.map((role) => `'${role}'`).join(', '));
const typeList = sql.raw(PROVIDER_TYPES.map((type) => `'${type}'`).join(', '));
const kindList = sql.raw(SESSION_KINDS.map((kind) => `'${kind}'`).join(', '));

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

/**
 * What a care-first (CF) user may book (SPEC §3 cf_booking_configs): one row for a person or for
 * an organisation (its CF members without a row of their own), never both. Empty lists would
 * lock a person out of care, so the database refuses them.
 */
export const cfBookingConfigs = pgTable(
  'cf_booking_configs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    providerTypes: text('provider_types').array().$type<ProviderType[]>().notNull(),
    sessionKinds: text('session_kinds').array().$type<SessionKind[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cf_booking_configs_user_key').on(table.userId),
    uniqueIndex('cf_booking_configs_organisation_key').on(table.organisationId),
    check(
      'cf_booking_configs_one_owner',
      sql`num_nonnulls(${table.userId}, ${table.organisationId}) = 1`,
    ),
    check(
      'cf_booking_configs_types_known',
      sql`cardinality(${table.providerTypes}) > 0 and ${table.providerTypes} <@ array[${typeList}]::text[]`,
    ),
    check(
      'cf_booking_configs_kinds_known',
      sql`cardinality(${table.sessionKinds}) > 0 and ${table.sessionKinds} <@ array[${kindList}]::text[]`,
    ),
  ],
);
