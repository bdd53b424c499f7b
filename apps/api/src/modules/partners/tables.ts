import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * An insurer's register of its customers' CRNs (SPEC §2/§7 CRNID, kli_auto_login), imported from
 * the insurer's own records: each CRN with the email the insurer holds for that customer. A CRN
 * becomes linked to the Kaizen account signed in with that same email (the insurer's word that
 * the CRN is that person's); only a linked CRN signs anyone in.
 */
export const insurerCrns = pgTable(
  'insurer_crns',
  {
    organisationId: organisationRef(),
    crn: text('crn').notNull(),
    /** Lower case, as the insurer listed it. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    importedAt: at('imported_at').notNull(),
    linkedAt: at('linked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.crn] }),
    // One CRN per account and insurer: a second CRN cannot quietly take over the first's account.
    uniqueIndex('insurer_crns_user_key').on(table.organisationId, table.userId),
    check('insurer_crns_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * One-time sign-in codes (SPEC §4 start-up case 2, `?code=`): made for one account by its
 * organisation's system (partner token) or by a Kaizen email, short-lived and used once. Only the
 * SHA-256 of the code is kept.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('sign_in_codes_user_idx').on(table.userId),
    index('sign_in_codes_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * The import log of insurer CRN registers (issue 10 console): one row per import, written in the
 * import's transaction, saying who imported and what it did. The rows name no customer.
 */
export const crnRegisterImports = pgTable(
  'crn_register_imports',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationRef(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: at('imported_at').notNull(),
    added: integer('added').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    conflicts: integer('conflicts').notNull(),
    problems: integer('problems').notNull(),
  },
  (table) => [index('crn_register_imports_organisation_idx').on(table.organisationId, table.id)],
);
