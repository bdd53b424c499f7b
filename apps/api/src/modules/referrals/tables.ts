import { sql } from 'drizzle-orm';
import {
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
import { at } from '../../db/columns';

// Referrals (issue 11). The database holds the rules that must survive races: one code per
// person and per code, one referrer per person, never oneself, and one reward per referral (the
// conditional update of rewarded_at plus the unique rewarding booking).

/** A person's referral code, made on first use. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('referral_codes_code_key').on(table.code),
    check('referral_codes_code_format', sql`${table.code} ~ '^[2-9A-HJKMNP-Z]{8}$'`),
  ],
);

/** A friend who claimed a referrer's code; rewarded once their first paid session is completed. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    rewardedAt: at('rewarded_at'),
    /** The completed paid session that earned the reward. */
    rewardBookingId: integer('reward_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('referrals_uuid_key').on(table.uuid),
    // One referrer per person.
    uniqueIndex('referrals_referred_key').on(table.referredId),
    uniqueIndex('referrals_reward_booking_key').on(table.rewardBookingId),
    index('referrals_referrer_idx').on(table.referrerId, table.rewardedAt),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredId}`),
  ],
);

/** SPEC §5/§7: this person was referred by a doctor (attribution source doc_referral). */
export const docReferrals = pgTable('doc_referrals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  source: text('source').notNull().default('doc_referral'),
  recordedAt: at('recorded_at').notNull(),
});
