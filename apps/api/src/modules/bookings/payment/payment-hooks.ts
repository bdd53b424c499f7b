import type { Clock } from '../../../lib/clock';
import type { BookingFunding } from '../../entitlements/service';
import type { PaymentPurposeHandler } from '../../commerce/service';
import type { Scheduling } from '../../scheduling/service';
import {
  confirmPaidBooking,
  recordRefusedPayment,
  releaseUnpaidBooking,
} from '../lifecycle/lifecycle';
import type { NotifyEnv } from '../lifecycle/notifications';

/**
 * What a settled booking payment does: app.ts hands these hooks to commerce (which never imports
 * bookings) as the 'booking' purpose. Each hook runs exactly once per payment inside commerce's
 * transaction: a capture confirms the hold (a 409 when its time went to someone else makes
 * commerce refund in full); a failure, cancel or lapsed checkout releases it.
 */
export function bookingPaymentHooks({
  clock,
  notify,
  scheduling,
  funding,
}: {
  clock: Clock;
  notify: NotifyEnv;
  scheduling: Scheduling;
  /** Entitlements: what a credit held of a booking is spent on capture, released on failure. */
  funding: BookingFunding;
}): PaymentPurposeHandler {
  return {
    async onCaptured(tx, payment) {
      await confirmPaidBooking(scheduling, tx, payment.referenceId, clock.now(), notify, funding);
    },
    async onFailed(tx, payment) {
      await releaseUnpaidBooking(scheduling, tx, payment.referenceId, clock.now(), funding);
    },
    async onRefused(tx, payment, refundedPaise) {
      await recordRefusedPayment(tx, payment.referenceId, refundedPaise, clock.now());
    },
  };
}
