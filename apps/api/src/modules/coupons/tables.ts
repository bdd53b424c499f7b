import { COUPON_DISCOUNT_TYPES, PROVIDER_TYPES, SESSION_KINDS } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { at, oneOf } from '../../db/columns';

// Coupons (issue 11). A coupon's terms, and one use row per booking that applied it. Whether a use
// still counts is read from its booking (paid, or a live hold): a hold that expires or a booking
// cancelled before payment gives the coupon back without a write of its own. A paid booking
// cancelled in time (by the person 24 h ahead, or by the clinician at any time: the engine's rule
// for credits) gives it back by marking the use released (released_at). Uses are
// taken with the coupon row locked (FOR UPDATE) inside the booking transaction, so the last use
// goes to exactly one booking.

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** In capitals; people may type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: COUPON_DISCOUNT_TYPES }).notNull(),
    percentOff: integer('percent_off'),
    /** Paise. */
    amountOff: integer('amount_off'),
    /** Paise: the most a percentage coupon takes off. */
    maxDiscount: integer('max_discount'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    firstSessionOnly: boolean('first_session_only').notNull().default(false),
    /** Empty: every provider type. */
    providerTypes: text('provider_types', { enum: PROVIDER_TYPES }).array().notNull().default([]),
    /** Empty: every session kind. */
    sessionKinds: text('session_kinds', { enum: SESSION_KINDS }).array().notNull().default([]),
    showOnListing: boolean('show_on_listing').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_uuid_key').on(table.uuid),
    uniqueIndex('coupons_code_key').on(table.code),
    check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
    check('coupons_type_known', sql`${table.discountType} in (${oneOf(COUPON_DISCOUNT_TYPES)})`),
    check(
      'coupons_percent',
      sql`(${table.discountType} = 'percent') = (${table.percentOff} is not null) and (${table.percentOff} is null or ${table.percentOff} between 1 and 100)`,
    ),
    check(
      'coupons_fixed',
      sql`(${table.discountType} = 'fixed') = (${table.amountOff} is not null) and (${table.amountOff} is null or ${table.amountOff} > 0)`,
    ),
    check(
      'coupons_cap',
      sql`${table.maxDiscount} is null or (${table.discountType} = 'percent' and ${table.maxDiscount} > 0)`,
    ),
    check(
      'coupons_limits',
      sql`(${table.maxUses} is null or ${table.maxUses} > 0) and ${table.maxUsesPerUser} > 0`,
    ),
    check(
      'coupons_window',
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validFrom} < ${table.validUntil}`,
    ),
    check(
      'coupons_types_known',
      sql`${table.providerTypes} <@ array[${oneOf(PROVIDER_TYPES)}]::text[]`,
    ),
    check(
      'coupons_kinds_known',
      sql`${table.sessionKinds} <@ array[${oneOf(SESSION_KINDS)}]::text[]`,
    ),
  ],
);

/** One booking's use of a coupon: at most one coupon per booking. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Paise taken off; the booking's own `discount` column carries the same amount. */
    discount: integer('discount').notNull(),
    createdAt: at('created_at').notNull(),
    /** The paid booking was cancelled in time: the use no longer counts. */
    releasedAt: at('released_at'),
  },
  (table) => [
    uniqueIndex('coupon_uses_uuid_key').on(table.uuid),
    uniqueIndex('coupon_uses_booking_key').on(table.bookingId),
    index('coupon_uses_coupon_idx').on(table.couponId),
    index('coupon_uses_user_idx').on(table.userId),
    check('coupon_uses_discount_positive', sql`${table.discount} > 0`),
  ],
);
