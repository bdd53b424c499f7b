import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../../db/columns';
import { users } from '../../auth/tables';
import { organisations } from '../tables';

// Proof of membership (issue 8 case 5). The organisation reference of a user (users.
// organisation_id) is written only by grantMembership, which records the proof here.

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const organisationRef = () =>
  integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

/** An invitation link made by an operator for an organisation: hash only, single use. */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: serial('id').primaryKey(),
    organisationId: organisationRef(),
    tokenHash: text('token_hash').notNull(),
    /** Where the link was emailed, if it was; acceptance is by the signed-in user, not this. */
    sentTo: text('sent_to'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('organisation_invitations_token_key').on(table.tokenHash)],
);

/** A link sent to a user's address on one of the organisation's email domains. */
export const organisationEmailConfirmations = pgTable(
  'organisation_email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    organisationId: organisationRef(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('organisation_email_confirmations_token_key').on(table.tokenHash),
    index('organisation_email_confirmations_user_idx').on(table.userId),
  ],
);

/** Every grant with the proof it rested on, for audit. */
export const membershipGrants = pgTable(
  'membership_grants',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    organisationId: organisationRef(),
    /** 'invitation', 'verified-email' (and later proofs, e.g. the TOTP flow of issue 10). */
    proof: text('proof').notNull(),
    /** The invitation id or the confirmed email address. */
    proofReference: text('proof_reference').notNull(),
    grantedAt: at('granted_at').notNull(),
    /** When an organisation administrator ended the membership this grant started. */
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('membership_grants_user_idx').on(table.userId)],
);
