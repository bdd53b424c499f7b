import { BOOKING_OVERLAP_MESSAGE, type OverlappingSession } from '@kaizen/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conflict } from '../../../lib/http-errors';
import { selectBookingViews, visibleTo } from '../queries';
import { bookings } from '../tables';
import { clinicView, providerSummary } from '../views';

// A person cannot be in two sessions at once: before paying they are told which of their own
// sessions (with any expert) a new one overlaps, and a booking that overlaps one is refused
// unless they said they want both (ARCHITECTURE.md, "Overlapping bookings").

/** Advisory-lock class of "bookings of one person" (the second key is the user id). */
const PERSON_BOOKINGS_LOCK = 42_002;

/**
 * Orders the bookings of one person, so two bookings they make at once cannot both miss each
 * other's overlap. Taken before the provider's lock (lockProviderBookings), always in that order.
 */
export async function lockPersonBookings(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PERSON_BOOKINGS_LOCK}, ${userId})`);
}

/**
 * The person's confirmed sessions (their own and those they are the invited partner of) that
 * overlap [startsAt, endsAt), soonest first. Unpaid holds do not count: they may never happen.
 */
export async function overlappingSessions(
  db: Database,
  person: { id: number; email: string },
  range: { startsAt: Date; endsAt: Date },
  assetsHost: string,
): Promise<OverlappingSession[]> {
  const rows = await selectBookingViews(db, overlapsOf(person, range)).orderBy(
    asc(bookings.startsAt),
  );
  return rows.map((row) => ({
    id: row.booking.uuid,
    provider: providerSummary(row.provider, assetsHost),
    kind: row.booking.kind,
    starts_at: row.booking.startsAt.toISOString(),
    ends_at: row.booking.endsAt.toISOString(),
    clinic: clinicView(row.clinic),
  }));
}

/** Refuses a booking that overlaps another session of the person, unless they want both. */
export async function assertNoUnwantedOverlap(
  db: Database,
  person: { id: number; email: string },
  range: { startsAt: Date; endsAt: Date },
  allowOverlap: boolean | undefined,
): Promise<void> {
  if (allowOverlap) return;
  // Whether one exists, not the sessions' views: every booking asks, and the view's query (joins
  // and subqueries) is far heavier than this indexed check (docs/PERFORMANCE.md, "the bookings
  // load").
  const [first] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(overlapsOf(person, range))
    .limit(1);
  if (first) throw conflict(BOOKING_OVERLAP_MESSAGE, 'booking_overlap');
}

/** The person's confirmed sessions overlapping [startsAt, endsAt). */
function overlapsOf(person: { id: number }, range: { startsAt: Date; endsAt: Date }) {
  return and(
    visibleTo(person),
    eq(bookings.status, 'confirmed'),
    sql`${bookings.startsAt} < ${range.endsAt} and ${bookings.endsAt} > ${range.startsAt}`,
  );
}
