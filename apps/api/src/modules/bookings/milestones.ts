import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BOOKED } from './organisation-usage';
import { bookings } from './tables';

/** Where a person has got to with care: a session booked (ever), a session completed (ever). */
export interface BookingMilestones {
  booked: boolean;
  completed: boolean;
}

/** Ids per statement, well under PostgreSQL's parameter limit. */
const CHUNK = 1000;

/**
 * The operator funnel's booking steps (telemetry), for the given people: counts only, no
 * booking's details leave this module. A hold that lapsed or a cancelled booking is not booked.
 */
export async function bookingMilestones(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, BookingMilestones>> {
  const milestones = new Map<number, BookingMilestones>();
  for (let start = 0; start < userIds.length; start += CHUNK) {
    const rows = await db
      .select({
        userId: bookings.userId,
        booked: sql<boolean>`bool_or(${inArray(bookings.status, [...BOOKED])})`,
        completed: sql<boolean>`bool_or(${bookings.status} = 'completed')`,
      })
      .from(bookings)
      .where(inArray(bookings.userId, userIds.slice(start, start + CHUNK)))
      .groupBy(bookings.userId);
    for (const row of rows) {
      milestones.set(row.userId, { booked: row.booked, completed: row.completed });
    }
  }
  return milestones;
}
