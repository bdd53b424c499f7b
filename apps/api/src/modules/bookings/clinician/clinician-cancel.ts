import {
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  BOOKING_NOT_ACTIVE_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  SESSION_STARTED_MESSAGE,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-errors';
import { removeBookedFromCareTeam } from '../../care-team/service';
import { providerById } from '../../providers/service';
import type { ChangeEnv } from '../lifecycle/lifecycle';
import { enqueueBookingNotice } from '../lifecycle/notifications';
import { hasCareSessionWith } from '../person-queries';
import { isInFreeChangeWindow } from '../lifecycle/policy';
import {
  amountPaidBy,
  isUuid,
  lockBookingForChange,
  releaseGroupSeat,
  updateBooking,
  type BookingRow,
} from '../queries';
import { bookings } from '../tables';
import { bookingTransaction } from '../transaction';

/** What the patient's booking says about a cancellation by the clinician (issue 13). */
const clinicianCancelReason = (expert: { firstname: string; lastname: string }, reason: string) =>
  `Cancelled by ${`${expert.firstname} ${expert.lastname}`.trim()}: ${reason}`;

/**
 * The clinician cancels a confirmed session that has not started, with a reason. Unlike the
 * patient's own cancellation there is no policy window: a paid session is refunded in full
 * through commerce's refund path, the patient is emailed (the booking's cancel notice, through
 * the outbox) and the booking carries the reason.
 */
export async function cancelByClinician(
  db: Database,
  providerId: number,
  bookingUuid: string,
  reason: string,
  env: ChangeEnv,
): Promise<BookingRow> {
  if (!isUuid(bookingUuid)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const [own] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.uuid, bookingUuid.toLowerCase()), eq(bookings.providerId, providerId)));
  const expert = own && (await providerById(db, providerId));
  if (!own || !expert) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return bookingTransaction(db, async (tx) => {
    const booking = await lockBookingForChange(tx, bookingUuid, own.userId);
    if (!booking || booking.providerId !== providerId) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (booking.status === 'cancelled') throw conflict(BOOKING_ALREADY_CANCELLED_MESSAGE);
    if (booking.status !== 'confirmed') throw conflict(BOOKING_NOT_ACTIVE_MESSAGE);
    if (env.now >= booking.startsAt) throw conflict(SESSION_STARTED_MESSAGE);
    const cancelReason = clinicianCancelReason(expert, reason);
    let cancelled = await updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledBy: 'clinician',
      cancelReason,
      cancelledAt: env.now,
      updatedAt: env.now,
    });
    if (booking.groupSessionId !== null) await releaseGroupSeat(tx, booking.groupSessionId);
    await env.funding.onCancelled(tx, booking, {
      byClinician: true,
      inFreeChangeWindow: isInFreeChangeWindow(booking, env.now),
      now: env.now,
    });
    if (booking.paymentState === 'captured' && booking.price > 0) {
      const refund = await env.payments.refund(tx, {
        referenceId: booking.uuid,
        amountPaise: amountPaidBy(booking),
        reason: cancelReason,
      });
      cancelled = await updateBooking(tx, booking.id, {
        refundAmount: refund.amountPaise,
        paymentState: 'refunded',
      });
    }
    await enqueueBookingNotice(tx, cancelled, 'cancelled', env.notify, env.now);
    if (!(await hasCareSessionWith(tx, booking.userId, booking.providerId))) {
      await removeBookedFromCareTeam(tx, { userId: booking.userId, providerId });
    }
    await env.scheduling.refreshNextAvailability(tx, providerId, env.now);
    return cancelled;
  });
}
