import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { deviceSessions, users } from '../auth/tables';
import { organisations } from '../organisations/tables';

// Partner sign-in (issue 10, SPEC §7 b2b_link and partner_sessions).

const organisationRef = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/**
 * How an organisation's system signs its partner tokens: an HS256 shared secret, or RS256 with
 * the public keys of its JWKS (pasted by the operator: a self-hosted Kaizen fetches nothing).
 * The issuer and audience every token must carry.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    organisationId: organisationRef().primaryKey(),
    issuer: text('issuer').notNull(),
    audience: text('audience').notNull(),
    hs256Secret: text('hs256_secret'),
    jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>(),
    rotatedAt: at('rotated_at').notNull(),
  },
  (table) => [
    check('partner_keys_one_kind', sql`(${table.hs256Secret} is null) <> (${table.jwks} is null)`),
  ],
);

/** Partner token ids already used: a token signs in once (replays refused by the key). */
export const partnerTokenUses = pgTable(
  'partner_token_uses',
  {
    organisationId: organisationRef(),
    jti: text('jti').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.jti] }),
    index('partner_token_uses_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Which Kaizen account a partner's member (the token's `sub`) is. Made when the partner's first
 * token creates the account, or when a signed-in person links it (b2b_link); never by matching
 * an email address.
 */
export const partnerIdentities = pgTable(
  'partner_identities',
  {
    organisationId: organisationRef(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: at('linked_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.subject] }),
    index('partner_identities_user_idx').on(table.userId),
  ],
);

/**
 * A member's authenticator enrolment for an organisation that requires TOTP (flag
 * `require_totp`). The secret is sealed (totp-secrets.ts). `lastUsedStep` refuses a code's reuse:
 * only a later step is accepted. `failedAttempts` and `lockedUntil` limit guessing; the row lock
 * of the one UPDATE that claims an attempt makes the limit hold under parallel requests.
 */
export const totpEnrolments = pgTable(
  'totp_enrolments',
  {
    organisationId: organisationRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealedSecret: text('sealed_secret').notNull(),
    /** Set by the first right code: until then the enrolment can be started again. */
    confirmedAt: at('confirmed_at'),
    lastUsedStep: integer('last_used_step'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.userId] })],
);

/** Device sessions that gave a right code: TOTP is asked once per device session. */
export const totpVerifiedSessions = pgTable(
  'totp_verified_sessions',
  {
    deviceSessionId: integer('device_session_id')
      .primaryKey()
      .references(() => deviceSessions.id, { onDelete: 'cascade' }),
    organisationId: organisationRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifiedAt: at('verified_at').notNull(),
  },
  (table) => [index('totp_verified_sessions_user_idx').on(table.userId)],
);
