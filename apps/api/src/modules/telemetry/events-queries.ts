import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { analyticsEvents } from './tables';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type StoredAnalyticsEvent = typeof analyticsEvents.$inferSelect;

/** Inserts the events; a retried one (same device and insert id) is skipped. Answers the new rows. */
export async function insertAnalyticsEvents(
  db: Database,
  rows: NewAnalyticsEvent[],
): Promise<StoredAnalyticsEvent[]> {
  if (rows.length === 0) return [];
  return db.insert(analyticsEvents).values(rows).onConflictDoNothing().returning();
}

/**
 * Gives a device's anonymous events to the account that signed up on it, when that account was
 * created after `createdSince` (a sign-up, not an old account signing in on a shared device).
 * One statement: the account's age is read in the same snapshot as the update.
 */
export async function joinDeviceEventsToNewAccount(
  db: Database,
  deviceId: string,
  userId: number,
  createdSince: Date,
): Promise<number> {
  const joined = await db
    .update(analyticsEvents)
    .set({ userId })
    .where(
      and(
        eq(analyticsEvents.deviceId, deviceId),
        isNull(analyticsEvents.userId),
        sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.createdAt} >= ${createdSince.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: analyticsEvents.id });
  return joined.length;
}

/** The person's events for their data export, newest first. */
export async function analyticsEventsOf(db: Database, userId: number) {
  return db
    .select({
      event: analyticsEvents.event,
      occurred_at: analyticsEvents.occurredAt,
      current_url: analyticsEvents.currentUrl,
      initial_referrer: analyticsEvents.initialReferrer,
      previous_referrer: analyticsEvents.previousReferrer,
      properties: analyticsEvents.properties,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(desc(analyticsEvents.occurredAt));
}

export async function eraseAnalyticsEventsOf(tx: Database, userId: number): Promise<void> {
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
}
