import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from './tables';

// Questions about one person's bookings that the booking rules ask.

/** Whether the person still has a session with the provider that counts for the care team. */
export async function hasCareSessionWith(
  db: Database,
  userId: number,
  providerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.providerId, providerId),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The uuids of the person's unpaid holds with this provider (checkouts they left) outside
 * [startsAt, endsAt). A hold on the time asked for again is kept: it is the same attempt (the
 * idempotency key answers it), and releasing it would let a double click book twice.
 */
export async function otherHeldBookingsWith(
  db: Database,
  userId: number,
  providerId: number,
  range: { startsAt: Date; endsAt: Date },
): Promise<string[]> {
  const rows = await db
    .select({ uuid: bookings.uuid })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.providerId, providerId),
        eq(bookings.status, 'held'),
        sql`not (${bookings.startsAt} < ${range.endsAt} and ${bookings.endsAt} > ${range.startsAt})`,
      ),
    );
  return rows.map((row) => row.uuid);
}
