import {
  BOOKING_NOT_FOUND_MESSAGE,
  GROUP_SESSION_FULL_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  RESCHEDULE_SAME_TIME_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors';
import { removeBookedFromCareTeam } from '../../care-team/service';
import type { BookingFunding } from '../../entitlements/service';
import type { Scheduling } from '../../scheduling/service';
import { assertBookableSlot } from '../new-booking/bookable';
import { onBookingConfirmed, reminderMarks } from '../payment/confirmation';
import { enqueueBookingNotice, type NotifyEnv } from './notifications';
import type { BookingPayments } from '../payment/payments';
import { cancelPolicy, isInFreeChangeWindow, reschedulePolicy } from './policy';
import {
  amountPaidBy,
  expireStaleHolds,
  findOwnBooking,
  lockBookingForChange,
  releaseGroupSeat,
  takeGroupSeat,
  updateBooking,
  type BookingRow,
} from '../queries';
import { hasCareSessionWith } from '../person-queries';
import { bookingTransaction, inTransaction, isSlotTakenError } from '../transaction';

// The life of a booking after its hold: paid (confirm), payment failed (release), cancelled,
// rescheduled. Every change runs in one transaction with the cache refresh of scheduling.

export interface ChangeEnv {
  now: Date;
  notify: NotifyEnv;
  payments: BookingPayments;
  scheduling: Scheduling;
  funding: BookingFunding;
}

/**
 * The payment of a held booking was captured (commerce calls this exactly once per payment,
 * inside its transaction). A hold that lapsed is taken again if its time is still free; if the
 * time went to someone else meanwhile this throws 409 and commerce refunds the payment.
 */
export async function confirmPaidBooking(
  scheduling: Scheduling,
  tx: Database,
  bookingUuid: string,
  now: Date,
  notify: NotifyEnv,
  funding: BookingFunding,
): Promise<BookingRow> {
  const booking = await lockBookingForChange(tx, bookingUuid);
  if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  if (booking.status === 'confirmed') return booking;
  if (booking.status !== 'held') {
    if (booking.status !== 'expired' || booking.startsAt <= now)
      throw conflict(HOLD_EXPIRED_MESSAGE);
    await reclaimLapsedHold(tx, booking, now);
  }
  // What a credit held of the price is spent now (409, refunded, if it went back meanwhile).
  await funding.onPaid(tx, booking, now);
  const confirmed = await updateBooking(tx, booking.id, {
    status: 'confirmed',
    holdExpiresAt: null,
    paymentState: 'captured',
    confirmedAt: now,
    updatedAt: now,
  });
  const result = await onBookingConfirmed(tx, confirmed, now, notify);
  await scheduling.refreshNextAvailability(tx, booking.providerId, now);
  return result;
}

/** In a savepoint, so that a refusal leaves the caller's transaction usable (it records a refund). */
async function reclaimLapsedHold(tx: Database, booking: BookingRow, now: Date): Promise<void> {
  try {
    await inTransaction(tx, async (savepoint) => {
      if (
        booking.groupSessionId !== null &&
        !(await takeGroupSeat(savepoint, booking.groupSessionId))
      ) {
        throw conflict(GROUP_SESSION_FULL_MESSAGE, 'group_session_full');
      }
      await updateBooking(savepoint, booking.id, { status: 'held', holdExpiresAt: now });
    });
  } catch (error) {
    if (isSlotTakenError(error)) throw conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
    throw error;
  }
}

/** The payment failed or was abandoned: the hold ends now and its time is free again. */
export async function releaseUnpaidBooking(
  scheduling: Scheduling,
  tx: Database,
  bookingUuid: string,
  now: Date,
  funding: BookingFunding,
): Promise<BookingRow | null> {
  const booking = await lockBookingForChange(tx, bookingUuid);
  if (!booking) return booking;
  // What a credit held for this checkout goes back (the hold is closed once, whatever path ends it).
  await funding.onUnpaid(tx, booking, now);
  if (booking.status !== 'held') {
    // Already expired or cancelled: only its payment state still has to say the money never came.
    if (booking.paymentState !== 'pending') return booking;
    return updateBooking(tx, booking.id, { paymentState: 'failed', updatedAt: now });
  }
  const released = await updateBooking(tx, booking.id, {
    status: 'expired',
    holdExpiresAt: null,
    paymentState: 'failed',
    updatedAt: now,
  });
  if (booking.groupSessionId !== null) await releaseGroupSeat(tx, booking.groupSessionId);
  await scheduling.refreshNextAvailability(tx, booking.providerId, now);
  return released;
}

/**
 * The payment of a booking that could no longer be confirmed (cancelled meanwhile, or its time
 * taken) was captured and refunded in full by commerce: the booking says so.
 */
export async function recordRefusedPayment(
  tx: Database,
  bookingUuid: string,
  refundedPaise: number,
  now: Date,
): Promise<void> {
  const booking = await lockBookingForChange(tx, bookingUuid);
  if (!booking) return;
  await updateBooking(tx, booking.id, {
    paymentState: 'refunded',
    refundAmount: refundedPaise,
    updatedAt: now,
  });
}

/** POST .../cancel: within the policy; a paid booking cancelled in time is refunded in full. */
export async function cancelBooking(
  db: Database,
  userId: number,
  bookingUuid: string,
  reason: string,
  env: ChangeEnv,
): Promise<BookingRow> {
  const cancelled = await bookingTransaction(db, async (tx) => {
    const booking = await lockBookingForChange(tx, bookingUuid, userId);
    if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const policy = cancelPolicy(booking, env.now);
    if (!policy.allowed) throw conflict(policy.reason ?? HOLD_EXPIRED_MESSAGE);
    const wasConfirmed = booking.status === 'confirmed';
    let cancelled = await updateBooking(tx, booking.id, {
      status: 'cancelled',
      holdExpiresAt: null,
      cancelReason: reason || null,
      cancelledBy: 'patient',
      cancelledAt: env.now,
      updatedAt: env.now,
      // An unpaid hold: no money came, and its checkout is closed below.
      ...(booking.paymentState === 'pending' ? { paymentState: 'failed' as const } : {}),
    });
    if (booking.groupSessionId !== null) await releaseGroupSeat(tx, booking.groupSessionId);
    await env.funding.onCancelled(tx, booking, {
      byClinician: false,
      inFreeChangeWindow: isInFreeChangeWindow(booking, env.now),
      now: env.now,
    });
    if (policy.refunds) {
      const refund = await env.payments.refund(tx, {
        referenceId: booking.uuid,
        amountPaise: amountPaidBy(booking),
        reason: reason || 'Cancelled by the person who booked',
      });
      cancelled = await updateBooking(tx, booking.id, {
        refundAmount: refund.amountPaise,
        paymentState: 'refunded',
      });
    }
    if (wasConfirmed) await enqueueBookingNotice(tx, cancelled, 'cancelled', env.notify, env.now);
    if (!(await hasCareSessionWith(tx, booking.userId, booking.providerId))) {
      await removeBookedFromCareTeam(tx, {
        userId: booking.userId,
        providerId: booking.providerId,
      });
    }
    await env.scheduling.refreshNextAvailability(tx, booking.providerId, env.now);
    return cancelled;
  });
  // After commit and outside the booking's lock (a capture takes the payment's lock first): a
  // payment that arrives anyway is refused and refunded in full (recordRefusedPayment).
  if (cancelled.paymentState === 'failed') {
    await env.payments.cancel(db, cancelled.uuid);
    return (await findOwnBooking(db, cancelled.uuid, userId)) ?? cancelled;
  }
  return cancelled;
}

/**
 * PATCH .../reschedule: moves the booking in one statement, so the new time is guarded by the
 * same exclusion constraint as a new booking.
 */
export async function rescheduleBooking(
  db: Database,
  userId: number,
  bookingUuid: string,
  startsAt: Date,
  env: ChangeEnv,
): Promise<BookingRow> {
  return bookingTransaction(db, async (tx) => {
    const booking = await lockBookingForChange(tx, bookingUuid, userId);
    if (!booking) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const policy = reschedulePolicy(booking, env.now);
    if (!policy.allowed) throw conflict(policy.reason ?? HOLD_EXPIRED_MESSAGE);
    if (startsAt.getTime() === booking.startsAt.getTime()) {
      throw unprocessable(RESCHEDULE_SAME_TIME_MESSAGE);
    }
    await expireStaleHolds(tx, env.now, booking.providerId);
    const { endsAt } = await assertBookableSlot(
      env.scheduling,
      tx,
      booking.providerId,
      booking.kind,
      startsAt,
      env.now,
      booking,
    );
    const moved = await updateBooking(tx, booking.id, {
      startsAt,
      endsAt,
      rescheduleCount: booking.rescheduleCount + 1,
      ...reminderMarks(startsAt, env.now),
      updatedAt: env.now,
    });
    await enqueueBookingNotice(tx, moved, 'rescheduled', env.notify, env.now);
    await env.scheduling.refreshNextAvailability(tx, booking.providerId, env.now);
    return moved;
  });
}
