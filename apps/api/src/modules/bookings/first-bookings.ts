import { and, inArray, isNotNull, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from './tables';

/** Enough ids per statement to stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 5_000;

/**
 * When each person made their first booking that was confirmed (paid, covered or free), for
 * experiments' conversion counts; people without one are absent from the map.
 */
export async function firstBookingTimes(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, Date>> {
  const firsts = new Map<number, Date>();
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db
      .select({ userId: bookings.userId, first: min(bookings.createdAt) })
      .from(bookings)
      .where(
        and(
          inArray(bookings.userId, unique.slice(start, start + CHUNK)),
          isNotNull(bookings.confirmedAt),
        ),
      )
      .groupBy(bookings.userId);
    for (const row of rows) if (row.first) firsts.set(row.userId, row.first);
  }
  return firsts;
}
