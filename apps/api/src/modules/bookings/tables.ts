import {
  BOOKING_CANCELLERS,
  BOOKING_STATUSES,
  BOOKING_PAYMENT_STATUSES,
  PROVIDER_CURRENCY,
  SESSION_KINDS,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { clinics, providers } from '../providers/tables';
import { at, oneOf } from '../../db/columns';

// Bookings (issue 4). The rule that one provider's confirmed bookings and live holds never
// overlap is an exclusion constraint written by hand in the custom migration
// (drizzle/*_bookings_no_overlap.sql): drizzle cannot express EXCLUDE USING gist.

/**
 * A group session of one provider at one time. Seats are counted here: a booking takes a seat in
 * the same transaction that inserts it (UPDATE ... WHERE seats_taken < capacity), the check
 * constraint is the last word, so the last seat cannot be sold twice.
 */
export const groupSessions = pgTable(
  'group_sessions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: smallint('capacity').notNull(),
    seatsTaken: smallint('seats_taken').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('group_sessions_uuid_key').on(table.uuid),
    uniqueIndex('group_sessions_provider_start_key').on(table.providerId, table.startsAt),
    check('group_sessions_seats', sql`${table.seatsTaken} between 0 and ${table.capacity}`),
    check('group_sessions_times', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The public id (never the serial). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** While held: when the hold lapses unless paid. */
    holdExpiresAt: at('hold_expires_at'),
    clinicId: integer('clinic_id').references(() => clinics.id),
    /** Where the couple invitation was emailed; grants nothing by itself (issue 8). */
    partnerEmail: text('partner_email'),
    /** The partner, once they accepted the emailed invitation while signed in. */
    partnerUserId: integer('partner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation link's token (partner-invitations.ts). */
    partnerInvitationHash: text('partner_invitation_hash'),
    groupSessionId: integer('group_session_id').references(() => groupSessions.id),
    /**
     * What the exclusion constraint compares with <>: bookings of one group session share it
     * (they may overlap each other), every other booking has its own.
     */
    slotClaim: bigint('slot_claim', { mode: 'number' }).generatedAlwaysAs(
      sql`coalesce(group_session_id, -id)`,
    ),
    /** Paise. */
    price: integer('price').notNull(),
    /** Paise a coupon took off (issue 11): the payment and a refund are price - discount. */
    discount: integer('discount').notNull().default(0),
    /**
     * Paise an organisation's money pool paid of it (issue 11: a part-covered session); the rest,
     * less a coupon, is what the person pays and gets back.
     */
    sponsorCover: integer('sponsor_cover').notNull().default(0),
    currency: text('currency', { enum: [PROVIDER_CURRENCY] })
      .notNull()
      .default(PROVIDER_CURRENCY),
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    /** Unique per user: a retried create answers the booking it made first. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the create request, to refuse the same key with a different request. */
    requestHash: text('request_hash').notNull(),
    paymentState: text('payment_state', { enum: BOOKING_PAYMENT_STATUSES }).notNull(),
    paymentId: text('payment_id'),
    checkoutUrl: text('checkout_url'),
    refundAmount: integer('refund_amount'),
    cancelReason: text('cancel_reason'),
    /** Who cancelled a cancelled booking: the patient's home lists the clinician's cancellations. */
    cancelledBy: text('cancelled_by', { enum: BOOKING_CANCELLERS }),
    cancelledAt: at('cancelled_at'),
    confirmedAt: at('confirmed_at'),
    /** Reminders already put in the outbox; cleared when the booking moves. */
    reminded24hAt: at('reminded_24h_at'),
    reminded1hAt: at('reminded_1h_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('bookings_uuid_key').on(table.uuid),
    uniqueIndex('bookings_idempotency_key').on(table.userId, table.idempotencyKey),
    index('bookings_user_start_idx').on(table.userId, table.startsAt),
    index('bookings_provider_start_idx').on(table.providerId, table.startsAt),
    index('bookings_partner_user_idx')
      .on(table.partnerUserId)
      .where(sql`${table.partnerUserId} is not null`),
    uniqueIndex('bookings_partner_invitation_key').on(table.partnerInvitationHash),
    index('bookings_held_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
    check('bookings_kind_known', sql`${table.kind} in (${oneOf(SESSION_KINDS)})`),
    check('bookings_status_known', sql`${table.status} in (${oneOf(BOOKING_STATUSES)})`),
    check(
      'bookings_payment_known',
      sql`${table.paymentState} in (${oneOf(BOOKING_PAYMENT_STATUSES)})`,
    ),
    check(
      'bookings_cancelled_by_known',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in (${oneOf(BOOKING_CANCELLERS)})`,
    ),
    check('bookings_times', sql`${table.startsAt} < ${table.endsAt}`),
    check('bookings_price', sql`${table.price} >= 0`),
    check('bookings_discount', sql`${table.discount} between 0 and ${table.price}`),
    check(
      'bookings_sponsor_cover',
      sql`${table.sponsorCover} >= 0 and ${table.sponsorCover} + ${table.discount} <= ${table.price}`,
    ),
    check('bookings_reschedules', sql`${table.rescheduleCount} between 0 and 2`),
    check(
      'bookings_hold_has_expiry',
      sql`(${table.status} = 'held') = (${table.holdExpiresAt} is not null)`,
    ),
    check(
      'bookings_offline_clinic',
      sql`(${table.kind} = 'offline') = (${table.clinicId} is not null)`,
    ),
    check(
      'bookings_couple_partner',
      sql`(${table.kind} = 'couple') = (${table.partnerEmail} is not null)`,
    ),
    check(
      'bookings_group_session',
      sql`(${table.kind} = 'group') = (${table.groupSessionId} is not null)`,
    ),
  ],
);

/** One rating per booking, by the person who booked it. */
export const bookingFeedback = pgTable(
  'booking_feedback',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [check('booking_feedback_rating', sql`${table.rating} between 1 and 5`)],
);

/** A clinician's private notes on a session: never served to the patient. */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('session_notes_booking_idx').on(table.bookingId)],
);

/** Which provider a clinician account (usertype therapist/psychiatrist) acts as. */
export const clinicianProviders = pgTable(
  'clinician_providers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('clinician_providers_provider_key').on(table.providerId)],
);
