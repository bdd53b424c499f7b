import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceInfo } from '@kaizen/contracts';
import { organisations } from '../organisations/tables';
import { at } from '../../db/columns';

/**
 * Every person who signs in: patients, organisation members and clinicians (SPEC §3, §6).
 * Other modules reference users.id for ownership.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The id the realtime tree is keyed by (SPEC §3 attribution/{firebaseid}); random. */
    firebaseid: text('firebaseid').notNull(),
    usertype: text('usertype').notNull().default('patient'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** argon2id; null for accounts that can only sign in another way (Google, OTP: later). */
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    organisationId: integer('organisation_id').references(() => organisations.id),
    firstTimeToAmahaUser: boolean('first_time_to_amaha_user').notNull().default(true),
    tncAcceptedAt: at('tnc_accepted_at'),
    privacyPolicyAcceptedAt: at('privacy_policy_accepted_at'),
    eighteenPlusConfirmedAt: at('eighteen_plus_confirmed_at'),
    /** The registration form's answers (issue 10); members added by an account holder too. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_uuid_key').on(table.uuid),
    uniqueIndex('users_firebaseid_key').on(table.firebaseid),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.mobile),
    index('users_organisation_idx').on(table.organisationId),
    // Emails are compared lower-case everywhere; the unique index is only right if they are stored so.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export const SESSION_END_REASONS = [
  'sign_out',
  'remove_all',
  'password_changed',
  'password_reset',
  'device_limit',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * One signed-in device (devise_token_auth style, one row per client id). Only SHA-256 hashes of
 * tokens are stored. Ended rows are kept for a while so that a device ended from elsewhere can be
 * told why (SPEC §4: 403 device logged out), then purged.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    /**
     * The token the client was last known to hold, kept while the newest one has not been
     * presented (its response may never have reached the device): rules in sessions.ts.
     */
    previousTokenHash: text('previous_token_hash'),
    /** The previous token is refused from then on whatever happens (the idle expiry it had). */
    previousTokenExpiresAt: at('previous_token_expires_at'),
    /** When a token was last issued (rotation or re-issue). */
    lastRotatedAt: at('last_rotated_at').notNull(),
    /** When the current token was first presented; null while it has not been seen. */
    tokenSeenAt: at('token_seen_at'),
    /** Sliding expiry, never later than signedInAt + the absolute cap. */
    expiresAt: at('expires_at').notNull(),
    signedInAt: at('signed_in_at').notNull(),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>(),
    endedAt: at('ended_at'),
    endedReason: text('ended_reason', { enum: SESSION_END_REASONS }),
    /**
     * Moves on every change of the row and of what the session lookup joins to it (its user, the
     * user's organisation name): triggers of migration 0010. An API instance that cached the
     * lookup re-reads only this, by primary key, to know its copy still holds (sessions.ts).
     */
    revision: integer('revision').notNull().default(0),
  },
  (table) => [
    uniqueIndex('device_sessions_client_key').on(table.client),
    index('device_sessions_user_idx').on(table.userId, table.signedInAt),
  ],
);

/** Password reset links: hash only, valid for an hour, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** Ids (jti) of app tokens already exchanged: each app token signs in once (SPEC §4 case 5). */
export const usedAppTokens = pgTable(
  'used_app_tokens',
  {
    jti: text('jti').primaryKey(),
    /** After this the token is refused for its age anyway, so the row can be purged. */
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('used_app_tokens_expires_idx').on(table.expiresAt)],
);
