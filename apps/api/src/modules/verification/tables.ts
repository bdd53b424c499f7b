import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * One code sent to prove an address (issue 15: expiry, attempt cap, rate limits), with what the
 * code unlocks (sign-up: the typed details, the password already hashed; sign-in: the account's
 * id). A row lives until its code is used or `discard_at` passes; nothing of it outlives the
 * sign-up or sign-in it belongs to.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    /** The verification_id the client holds: 128 random bits. */
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['sign-up', 'sign-in'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    /**
     * SHA-256 of the id and the code. Null when no code was sent (sign-up: the address belongs to
     * an account, whose owner got a notice instead; sign-in: it belongs to none): then no code
     * is ever right.
     */
    codeHash: text('code_hash'),
    /** Tries at the current code; a new code starts again at 0. */
    attempts: integer('attempts').notNull().default(0),
    codeExpiresAt: at('code_expires_at').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    discardAt: at('discard_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('verification_codes_discard_idx').on(table.discardAt)],
);
