import { SESSION_KINDS } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { providers } from '../providers/tables';

// Provider availability (issue 3): weekly hours, date exceptions, booking settings, and the cached
// earliest slot that provider listings sort and filter by. Times of day are wall-clock times in
// the provider's IANA zone; slots.ts turns them into UTC instants.

const providerId = () =>
  integer('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' });

const kindList = sql.raw(SESSION_KINDS.map((kind) => `'${kind}'`).join(', '));

/** The provider_next_availability row that holds the earliest slot over every kind offered. */
export const ANY_SESSION_KIND = 'any' as const;

/** Recurring weekly hours of one provider for one session kind. */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: serial('id').primaryKey(),
    providerId: providerId(),
    sessionKind: text('session_kind', { enum: SESSION_KINDS }).notNull(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Local wall-clock times; the end may be 24:00. */
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Local dates, both inclusive; null = open-ended. */
    effectiveFrom: date('effective_from'),
    effectiveTo: date('effective_to'),
  },
  (table) => [
    index('availability_rules_provider_idx').on(table.providerId, table.sessionKind),
    check('availability_rules_kind', sql`${table.sessionKind} in (${kindList})`),
    check('availability_rules_weekday', sql`${table.weekday} between 1 and 7`),
    check('availability_rules_times', sql`${table.startTime} < ${table.endTime}`),
    check(
      'availability_rules_dates',
      sql`${table.effectiveFrom} is null or ${table.effectiveTo} is null or ${table.effectiveFrom} <= ${table.effectiveTo}`,
    ),
  ],
);

/**
 * A change to one local date. `leave`: none of the weekly hours that day. `extra`: an added window.
 * A null session kind applies to every kind the provider offers.
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: serial('id').primaryKey(),
    providerId: providerId(),
    sessionKind: text('session_kind', { enum: SESSION_KINDS }),
    onDate: date('on_date').notNull(),
    type: text('type', { enum: ['leave', 'extra'] }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (table) => [
    index('availability_exceptions_provider_idx').on(table.providerId, table.onDate),
    check(
      'availability_exceptions_kind',
      sql`${table.sessionKind} is null or ${table.sessionKind} in (${kindList})`,
    ),
    check(
      'availability_exceptions_shape',
      sql`(${table.type} = 'leave' and ${table.startTime} is null and ${table.endTime} is null)
        or (${table.type} = 'extra' and ${table.startTime} is not null
          and ${table.endTime} is not null and ${table.startTime} < ${table.endTime})`,
    ),
  ],
);

/** How a provider takes bookings. A provider without a row gets the defaults below. */
export const providerScheduleSettings = pgTable(
  'provider_schedule_settings',
  {
    providerId: providerId().primaryKey(),
    /** Free minutes kept before and after every booked session. */
    bufferMinutes: smallint('buffer_minutes').notNull().default(10),
    /** How long before a session it can still be booked (4 h). */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(240),
    /** How many days ahead sessions can be booked. */
    horizonDays: smallint('horizon_days').notNull().default(30),
  },
  (table) => [
    check('provider_schedule_settings_buffer', sql`${table.bufferMinutes} between 0 and 240`),
    check('provider_schedule_settings_notice', sql`${table.minNoticeMinutes} between 0 and 20160`),
    check('provider_schedule_settings_horizon', sql`${table.horizonDays} between 1 and 365`),
  ],
);

/**
 * The earliest bookable slot per provider and kind, plus one `any` row (earliest over all kinds:
 * SPEC §3 earliest_available_datetime). Kept current by refreshNextAvailability (service.ts)
 * whenever rules, exceptions, settings or bookings change; null = nothing within the horizon.
 */
export const providerNextAvailability = pgTable(
  'provider_next_availability',
  {
    providerId: providerId(),
    sessionKind: text('session_kind', { enum: [...SESSION_KINDS, ANY_SESSION_KIND] }).notNull(),
    earliestAt: timestamp('earliest_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.sessionKind] }),
    // "Sort by earliest" and "available within N days" for one kind (or `any`) walk this index.
    index('provider_next_availability_earliest_idx').on(
      table.sessionKind,
      table.earliestAt,
      table.providerId,
    ),
    // Finding stale rows (computed over an hour ago) without reading the whole table.
    index('provider_next_availability_computed_idx').on(table.sessionKind, table.computedAt),
    check(
      'provider_next_availability_kind',
      sql`${table.sessionKind} in (${kindList}, ${sql.raw(`'${ANY_SESSION_KIND}'`)})`,
    ),
  ],
);
