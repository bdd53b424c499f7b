import {
  BENEFIT_KINDS,
  LEDGER_ENTRY_KINDS,
  PROVIDER_TYPES,
  SESSION_KINDS,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { organisations } from '../organisations/tables';
import { carePackageItems, packagePurchases } from '../packages/tables';
import { at, oneOf } from '../../db/columns';

// Entitlements (issue 11). A benefit says what an organisation pays for; each member gets one lot
// of it per calendar year, and when the benefit has a pool the organisation gets one shared lot
// per year too; every change to a lot is an appended ledger entry, and a balance is the sum of its
// lot's entries. Overspending is refused by locking the lots (FOR UPDATE) before summing them in a
// later statement, and one booking spends from a lot at most once (unique index). Migration 0015
// adds the triggers that refuse any UPDATE of a ledger entry and any entry taking a lot below zero.

/** What an organisation covers for each member per year, e.g. 6 therapy sessions (tele/offline). */
export const organisationBenefits = pgTable(
  'organisation_benefits',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** What one credit is, plural: "therapy sessions". */
    label: text('label').notNull(),
    providerTypes: text('provider_types', { enum: PROVIDER_TYPES }).array().notNull(),
    sessionKinds: text('session_kinds', { enum: SESSION_KINDS }).array().notNull(),
    /**
     * allowance: each member's `sessionsPerYear` (and the pool on top when set); pool_only: the
     * pool of `poolSessionsPerYear` alone; money_pool: `poolPaisePerYear` shared, paying up to
     * `coverPaisePerSession` of each session.
     */
    kind: text('kind', { enum: BENEFIT_KINDS }).notNull().default('allowance'),
    /** Each member's allowance; null unless the kind is allowance. */
    sessionsPerYear: integer('sessions_per_year'),
    /**
     * The organisation's yearly budget shared by all members, on top of each member's allowance:
     * a covered booking spends from both. Null: no pool, the allowance alone decides.
     */
    poolSessionsPerYear: integer('pool_sessions_per_year'),
    /** A money pool's yearly budget in paise. */
    poolPaisePerYear: integer('pool_paise_per_year'),
    /** The most a money pool pays of one session, in paise. */
    coverPaisePerSession: integer('cover_paise_per_session'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organisation_benefits_uuid_key').on(table.uuid),
    uniqueIndex('organisation_benefits_label_key').on(table.organisationId, table.label),
    check('organisation_benefits_kind_known', sql`${table.kind} in (${oneOf(BENEFIT_KINDS)})`),
    // Each kind has exactly its own amounts.
    check(
      'organisation_benefits_kind_amounts',
      sql`case ${table.kind}
        when 'allowance' then ${table.sessionsPerYear} > 0 and ${table.poolPaisePerYear} is null and ${table.coverPaisePerSession} is null
        when 'pool_only' then ${table.sessionsPerYear} is null and ${table.poolSessionsPerYear} is not null and ${table.poolPaisePerYear} is null and ${table.coverPaisePerSession} is null
        else ${table.sessionsPerYear} is null and ${table.poolSessionsPerYear} is null and ${table.poolPaisePerYear} > 0 and ${table.coverPaisePerSession} > 0 end`,
    ),
    check(
      'organisation_benefits_pool_positive',
      sql`${table.poolSessionsPerYear} is null or ${table.poolSessionsPerYear} > 0`,
    ),
    check(
      'organisation_benefits_types_known',
      sql`${table.providerTypes} <@ array[${oneOf(PROVIDER_TYPES)}]::text[] and cardinality(${table.providerTypes}) > 0`,
    ),
    check(
      'organisation_benefits_kinds_known',
      sql`${table.sessionKinds} <@ array[${oneOf(SESSION_KINDS)}]::text[] and cardinality(${table.sessionKinds}) > 0`,
    ),
  ],
);

/**
 * One person's grant: of one benefit for one year, of one item of a package they bought (its
 * year starts at payment), or of a referral reward (one session, a year from the reward); or an
 * organisation's pool of one benefit for one year (owned by the organisation, no person). The
 * row locked while a credit is taken.
 */
export const entitlementLots = pgTable(
  'entitlement_lots',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The person; null for an organisation's pool. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation whose pool this is; null for a person's lot. */
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    benefitId: integer('benefit_id').references(() => organisationBenefits.id, {
      onDelete: 'cascade',
    }),
    packagePurchaseId: integer('package_purchase_id').references(() => packagePurchases.id, {
      onDelete: 'cascade',
    }),
    packageItemId: integer('package_item_id').references(() => carePackageItems.id),
    /**
     * The referral that earned this credit (modules/referrals). No foreign key: the referral row
     * names two people and goes when either erases their account; the other's credit stays.
     */
    referralId: integer('referral_id'),
    periodStartsAt: at('period_starts_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('entitlement_lots_uuid_key').on(table.uuid),
    uniqueIndex('entitlement_lots_period_key').on(
      table.userId,
      table.benefitId,
      table.periodStartsAt,
    ),
    // One pool per benefit and year.
    uniqueIndex('entitlement_lots_pool_period_key')
      .on(table.benefitId, table.periodStartsAt)
      .where(sql`${table.organisationId} is not null`),
    uniqueIndex('entitlement_lots_package_item_key').on(
      table.packagePurchaseId,
      table.packageItemId,
    ),
    // One credit per person per referral: a retried completion grants nothing more.
    uniqueIndex('entitlement_lots_referral_key').on(table.referralId, table.userId),
    check('entitlement_lots_period', sql`${table.periodStartsAt} < ${table.expiresAt}`),
    // Owned by a person or by an organisation (a pool, always of a benefit), never both.
    check(
      'entitlement_lots_one_owner',
      sql`num_nonnulls(${table.userId}, ${table.organisationId}) = 1 and (${table.organisationId} is null or ${table.benefitId} is not null)`,
    ),
    // A lot comes from exactly one source: a benefit, an item of a package purchase, a referral.
    check(
      'entitlement_lots_one_source',
      sql`num_nonnulls(${table.benefitId}, ${table.packagePurchaseId}, ${table.referralId}) = 1 and (${table.packagePurchaseId} is null) = (${table.packageItemId} is null)`,
    ),
  ],
);

/**
 * The append-only ledger: grants (+n), holds and spends (−1, or −paise of a money pool),
 * releases (+ what a hold or spend took), expiries (−rest) and adjustments (±). An entry
 * of a pool has no person (user_id null): the organisation's ledger never says who booked.
 */
export const entitlementEntries = pgTable(
  'entitlement_entries',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => entitlementLots.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /**
     * The hold this entry closes: its release (lapsed or cancelled) or, on confirmation, the
     * release and the spend that replace it. Null for every other entry.
     */
    settlesId: integer('settles_id').references((): AnyPgColumn => entitlementEntries.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('entitlement_entries_uuid_key').on(table.uuid),
    index('entitlement_entries_lot_idx').on(table.lotId),
    index('entitlement_entries_user_idx').on(table.userId, table.id),
    // A booking spends from a lot at most once, and gets it back at most once: from the member's
    // own lot and, when the benefit has one, from the organisation's pool.
    uniqueIndex('entitlement_entries_one_spend_key')
      .on(table.bookingId, table.lotId)
      .where(sql`${table.kind} = 'spend'`),
    uniqueIndex('entitlement_entries_one_release_key')
      .on(table.bookingId, table.lotId)
      .where(sql`${table.kind} = 'release' and ${table.settlesId} is null`),
    // A booking holds a lot once; a hold is closed once (one release, and one spend when paid).
    uniqueIndex('entitlement_entries_one_hold_key')
      .on(table.bookingId, table.lotId)
      .where(sql`${table.kind} = 'hold'`),
    uniqueIndex('entitlement_entries_settles_key').on(table.settlesId, table.kind),
    uniqueIndex('entitlement_entries_one_expiry_key')
      .on(table.lotId)
      .where(sql`${table.kind} = 'expiry'`),
    check('entitlement_entries_kind_known', sql`${table.kind} in (${oneOf(LEDGER_ENTRY_KINDS)})`),
    check(
      'entitlement_entries_amount_sign',
      sql`case ${table.kind} when 'grant' then ${table.amount} > 0 when 'release' then ${table.amount} > 0 when 'adjustment' then ${table.amount} <> 0 else ${table.amount} < 0 end`,
    ),
    check(
      'entitlement_entries_booking',
      sql`(${table.kind} in ('hold', 'spend', 'release')) = (${table.bookingId} is not null)`,
    ),
    check(
      'entitlement_entries_settles',
      sql`${table.settlesId} is null or ${table.kind} in ('spend', 'release')`,
    ),
  ],
);
