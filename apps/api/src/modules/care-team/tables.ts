import {
  MY_PROVIDER_ROLES,
  SWITCH_REASON_CODES,
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
  uuid,
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
    /**
     * Set when the person switched away from this provider (provider_switches): a previous
     * provider, kept for the person's history, never counted or listed as current.
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
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

const reasonList = sql.raw(SWITCH_REASON_CODES.map((code) => `'${code}'`).join(', '));

/**
 * A person changed their therapist or psychiatrist (SPEC §3 provider switch). The switch stays
 * open until the person books with the new provider; one open switch per person and type, so a
 * double click or a burst of requests makes one switch (the partial unique index, not the code).
 * The reason is for the new clinician; the previous one sees only that the person left.
 */
export const providerSwitches = pgTable(
  'provider_switches',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerType: text('provider_type', { enum: PROVIDER_TYPES }).notNull(),
    fromProviderId: integer('from_provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    toProviderId: integer('to_provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    reasonCode: text('reason_code', { enum: SWITCH_REASON_CODES }).notNull(),
    reasonText: text('reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the person first booked with the new provider: the handover is done. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('provider_switches_one_open')
      .on(table.userId, table.providerType)
      .where(sql`${table.settledAt} is null`),
    index('provider_switches_user_idx').on(table.userId),
    index('provider_switches_from_idx').on(table.fromProviderId),
    index('provider_switches_to_idx').on(table.toProviderId),
    check('provider_switches_type_known', sql`${table.providerType} in (${typeList})`),
    check('provider_switches_reason_known', sql`${table.reasonCode} in (${reasonList})`),
    check(
      'provider_switches_other_provider',
      sql`${table.fromProviderId} <> ${table.toProviderId}`,
    ),
  ],
);
