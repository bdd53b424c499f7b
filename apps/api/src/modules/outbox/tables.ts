import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/**
 * Every email and SMS the platform sends is written here first, in the same transaction as the
 * change that caused it; a dispatcher delivers it (SMTP when configured). Nothing is lost when
 * mail is down, and the messages can be inspected.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text body. */
    body: text('body').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts started; the dispatcher gives up at OUTBOX_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a retry's backoff, or the lease of a dispatcher sending it now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_pending_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);
