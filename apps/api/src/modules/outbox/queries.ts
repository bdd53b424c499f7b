import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from './tables';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
type NewOutboxMessage = typeof outboxMessages.$inferInsert;

export async function insertMessage(
  db: Database,
  message: NewOutboxMessage,
): Promise<OutboxMessage> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export function selectRecentMessages(
  db: Database,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      filter.recipient
        ? sql`lower(${outboxMessages.recipient}) = lower(${filter.recipient})`
        : undefined,
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
}

/**
 * Takes up to `limit` due messages for sending, in one statement: their attempt count goes up and
 * they are leased until `leaseEnd`, so another API instance skips them (SKIP LOCKED) and a
 * dispatcher that dies mid-send leaves them to be retried when the lease ends.
 */
export function claimDueMessages(
  db: Database,
  options: {
    channel: 'email' | 'sms';
    now: Date;
    leaseEnd: Date;
    limit: number;
    maxAttempts: number;
  },
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.sentAt),
        eq(outboxMessages.channel, options.channel),
        lt(outboxMessages.attempts, options.maxAttempts),
        or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, options.now)),
      ),
    )
    .orderBy(outboxMessages.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: options.leaseEnd })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

export async function markSent(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ sentAt: at, lastError: null, nextAttemptAt: null })
    .where(eq(outboxMessages.id, id));
}

export async function markFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ lastError: error, nextAttemptAt: retryAt })
    .where(eq(outboxMessages.id, id));
}

/** A message that cannot be delivered however often it is tried: kept with why, never claimed. */
export async function markUndeliverable(
  db: Database,
  id: number,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ lastError: error, nextAttemptAt: null, attempts: maxAttempts })
    .where(eq(outboxMessages.id, id));
}
