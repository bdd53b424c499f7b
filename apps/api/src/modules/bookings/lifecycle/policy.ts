import {
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_ACTIVE_MESSAGE,
  FREE_CHANGE_HOURS_BEFORE_START,
  GROUP_RESCHEDULE_MESSAGE,
  MAX_RESCHEDULES,
  RESCHEDULE_LIMIT_MESSAGE,
  RESCHEDULE_TOO_LATE_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '@kaizen/contracts';
import type { BookingRow } from '../queries';

// The change policy (issue 4): free reschedule or cancel, with a full refund, up to 24 h before
// the start (exactly 24 h before still counts); inside 24 h no refund and no reschedule; at most
// two reschedules; nothing once the session has started. Pure functions of the booking and now.

const FREE_CHANGE_MS = FREE_CHANGE_HOURS_BEFORE_START * 3_600_000;

type PolicyBooking = Pick<
  BookingRow,
  'status' | 'kind' | 'startsAt' | 'rescheduleCount' | 'price' | 'paymentState'
>;

interface PolicyAnswer {
  allowed: boolean;
  /** Why not, in the words the page shows; null when allowed. */
  reason: string | null;
}

const allowed: PolicyAnswer = { allowed: true, reason: null };
const refused = (reason: string): PolicyAnswer => ({ allowed: false, reason });

export const isInFreeChangeWindow = (booking: Pick<BookingRow, 'startsAt'>, now: Date): boolean =>
  booking.startsAt.getTime() - now.getTime() >= FREE_CHANGE_MS;

/** The last moment this session can be changed for free; null once that moment has passed. */
export function freeChangesUntil(booking: Pick<BookingRow, 'startsAt'>, now: Date): Date | null {
  if (!isInFreeChangeWindow(booking, now)) return null;
  return new Date(booking.startsAt.getTime() - FREE_CHANGE_MS);
}

const hasStarted = (booking: Pick<BookingRow, 'startsAt'>, now: Date) =>
  now.getTime() >= booking.startsAt.getTime();

export function reschedulePolicy(booking: PolicyBooking, now: Date): PolicyAnswer {
  if (booking.status === 'cancelled') return refused(BOOKING_ALREADY_CANCELLED_MESSAGE);
  if (booking.status !== 'confirmed') return refused(BOOKING_NOT_ACTIVE_MESSAGE);
  if (hasStarted(booking, now)) return refused(SESSION_STARTED_MESSAGE);
  if (booking.kind === 'group') return refused(GROUP_RESCHEDULE_MESSAGE);
  if (booking.rescheduleCount >= MAX_RESCHEDULES) return refused(RESCHEDULE_LIMIT_MESSAGE);
  if (!isInFreeChangeWindow(booking, now)) return refused(RESCHEDULE_TOO_LATE_MESSAGE);
  return allowed;
}

/** A held booking can be given up too (nothing was paid); a confirmed one until the start. */
export function cancelPolicy(
  booking: PolicyBooking,
  now: Date,
): PolicyAnswer & { refunds: boolean; returnsCredit: boolean } {
  const answer =
    booking.status === 'cancelled'
      ? refused(BOOKING_ALREADY_CANCELLED_MESSAGE)
      : booking.status !== 'confirmed' && booking.status !== 'held'
        ? refused(BOOKING_NOT_ACTIVE_MESSAGE)
        : hasStarted(booking, now)
          ? refused(SESSION_STARTED_MESSAGE)
          : allowed;
  const inTime = answer.allowed && isInFreeChangeWindow(booking, now);
  const refunds = inTime && booking.paymentState === 'captured' && booking.price > 0;
  // A priced session that needed no payment was covered by a sponsored credit (entitlements):
  // it comes back by the same rule as money.
  const returnsCredit = inTime && booking.paymentState === 'not_required' && booking.price > 0;
  return { ...answer, refunds, returnsCredit };
}
