import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { BOOKED } from '../payment/organisation-usage';
import { bookings } from '../tables';

/**
 * Where a person has got to with care, for counts outside this module (the operator funnel,
 * experiments' conversions); no booking's details leave it.
 */
interface BookingMilestones {
  /** A session booked and still standing (a lapsed hold or a cancelled booking is not). */
  booked: boolean;
  /** A session completed. */
  completed: boolean;
  /** When the first booking that was ever confirmed (paid, covered or free) was made. */
  firstConfirmedAt: Date | null;
}

/** Ids per statement, well under PostgreSQL's parameter limit. */
const CHUNK = 1000;

/** The milestones of the given people; people with no booking at all are absent from the map. */
export async function bookingMilestones(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, BookingMilestones>> {
  const milestones = new Map<number, BookingMilestones>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db
      .select({
        userId: bookings.userId,
        booked: sql<boolean>`bool_or(${inArray(bookings.status, [...BOOKED])})`,
        completed: sql<boolean>`bool_or(${bookings.status} = 'completed')`,
        firstConfirmedAt: sql<
          string | null
        >`min(${bookings.createdAt}) filter (where ${isNotNull(bookings.confirmedAt)})`,
      })
      .from(bookings)
      .where(inArray(bookings.userId, unique.slice(start, start + CHUNK)))
      .groupBy(bookings.userId);
    for (const row of rows) {
      milestones.set(row.userId, {
        booked: row.booked,
        completed: row.completed,
        firstConfirmedAt: row.firstConfirmedAt === null ? null : new Date(row.firstConfirmedAt),
      });
    }
  }
  return milestones;
}
