import {
  SLOT_NOT_AVAILABLE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type SessionKind,
} from '@kaizen/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conflict, unprocessableField } from '../../../lib/http-errors';
import type { Scheduling } from '../../scheduling/service';
import { isLive } from '../queries';
import { bookings } from '../tables';

const MINUTE_MS = 60_000;

/**
 * Checks that `startsAt` is one of the provider's real slots for this kind (the scheduling
 * module's rules, exceptions, notice, horizon and busy time) and returns the session's end.
 * A start that is not a slot because another booking now covers it is a 409 (someone was
 * first); any other start is a 422. Run inside the booking transaction, after stale holds of
 * the provider were expired. `moving` is the booking being rescheduled: its own current time
 * does not block the new one (moving a session by half an hour is allowed).
 */
export async function assertBookableSlot(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  kind: SessionKind,
  startsAt: Date,
  now: Date,
  moving?: { id: number; startsAt: Date; endsAt: Date },
  /** The person booking, when their own payment holds must not stand in their way (a check). */
  holderId?: number,
): Promise<{ endsAt: Date }> {
  const { slots, durationMinutes } = await scheduling.slotsForProvider(
    db,
    providerId,
    {
      from: startsAt,
      to: new Date(startsAt.getTime() + 1),
      kind,
      ...(moving ? { freeing: { start: moving.startsAt, end: moving.endsAt } } : {}),
      ...(holderId === undefined ? {} : { holderId }),
    },
    now,
  );
  const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);
  if (slots.some((slot) => slot.getTime() === startsAt.getTime())) return { endsAt };
  if (await overlapsLiveBooking(db, providerId, { startsAt, endsAt }, moving?.id)) {
    throw conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
  }
  throw unprocessableField(SLOT_NOT_AVAILABLE_MESSAGE, 'slot_not_available');
}

async function overlapsLiveBooking(
  db: Database,
  providerId: number,
  range: { startsAt: Date; endsAt: Date },
  exceptBookingId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        isLive,
        sql`${bookings.startsAt} < ${range.endsAt} and ${bookings.endsAt} > ${range.startsAt}`,
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
