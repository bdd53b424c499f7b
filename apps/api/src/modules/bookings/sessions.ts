import {
  BOOKING_NOT_FOUND_MESSAGE,
  FEEDBACK_ALREADY_GIVEN_MESSAGE,
  FEEDBACK_NOT_COMPLETED_MESSAGE,
  type Booking,
  type BookingFeedbackBody,
  type SuggestedBooking,
} from '@kaizen/contracts';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Scheduling } from '../scheduling/service';
import { conflict, notFound } from '../../lib/http-errors';
import { findBookingView, findOwnBooking, selectBookingViews, visibleTo } from './queries';
import { suggestedBookings } from './lifecycle/suggestions';
import { bookingFeedback, bookings } from './tables';
import { toBookingView } from './views';

// What the patient reads: one booking, the session lists of home (SPEC §3, §7) and feedback.

interface Viewer {
  id: number;
  email: string;
}

interface ReadContext {
  now: Date;
  assetsHost: string;
  /** Suggestions read the provider's free slots. */
  scheduling: Scheduling;
}

const COMPLETED_LIST_LIMIT = 100;

export async function bookingView(
  db: Database,
  viewer: Viewer,
  bookingUuid: string,
  context: ReadContext,
): Promise<Booking> {
  const row = await findBookingView(db, bookingUuid, viewer);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return toBookingView(row, { userId: viewer.id }, context);
}

/**
 * Confirmed sessions that have not ended, soonest first, plus the suggested booking, plus the
 * ones the clinician cancelled that would not have ended yet (so home can say why).
 */
export async function upcomingSessions(
  db: Database,
  viewer: Viewer,
  context: ReadContext,
): Promise<{
  bookings: Booking[];
  suggested_bookings: SuggestedBooking[];
  cancelled_bookings: Booking[];
}> {
  const notEnded = and(visibleTo(viewer), gt(bookings.endsAt, context.now));
  const [rows, cancelled] = await Promise.all([
    selectBookingViews(db, and(notEnded, eq(bookings.status, 'confirmed'))).orderBy(
      asc(bookings.startsAt),
    ),
    selectBookingViews(
      db,
      and(notEnded, eq(bookings.status, 'cancelled'), eq(bookings.cancelledBy, 'clinician')),
    ).orderBy(asc(bookings.startsAt)),
  ]);
  const view = (row: (typeof rows)[number]) => toBookingView(row, { userId: viewer.id }, context);
  return {
    bookings: rows.map(view),
    suggested_bookings: await suggestedBookings(db, viewer.id, context),
    cancelled_bookings: cancelled.map(view),
  };
}

export async function completedSessions(
  db: Database,
  viewer: Viewer,
  context: ReadContext,
): Promise<Booking[]> {
  const rows = await selectBookingViews(
    db,
    and(visibleTo(viewer), eq(bookings.status, 'completed')),
  )
    .orderBy(desc(bookings.startsAt))
    .limit(COMPLETED_LIST_LIMIT);
  return rows.map((row) => toBookingView(row, { userId: viewer.id }, context));
}

/** SPEC §3 analytics info: the person's own completed sessions. */
export async function totalCompletedSessions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'completed')));
  return row?.total ?? 0;
}

/** Once per completed booking, by the person who booked it. */
export async function giveFeedback(
  db: Database,
  userId: number,
  bookingUuid: string,
  body: BookingFeedbackBody,
  now: Date,
) {
  const booking = await findOwnBooking(db, bookingUuid, userId);
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  if (booking.status !== 'completed') throw conflict(FEEDBACK_NOT_COMPLETED_MESSAGE);
  const [row] = await db
    .insert(bookingFeedback)
    .values({ bookingId: booking.id, rating: body.rating, text: body.text, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(FEEDBACK_ALREADY_GIVEN_MESSAGE);
  return {
    booking_id: booking.uuid,
    rating: row.rating,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}
