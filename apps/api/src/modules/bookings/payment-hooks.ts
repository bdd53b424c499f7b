import type { Clock } from '../../lib/clock';
import { registerPaymentPurpose } from '../commerce/service';
import { confirmPaidBooking, recordRefusedPayment, releaseUnpaidBooking } from './lifecycle';
import type { NotifyEnv } from './notifications';

// What a settled booking payment does, registered with commerce (which never imports bookings)
// once per process when this module is loaded, like scheduling's busy-time source. Each hook
// runs exactly once per payment inside commerce's transaction: a capture confirms the hold (a
// 409 when its time went to someone else makes commerce refund in full); a failure, cancel or
// lapsed checkout releases it. Time and the email settings come from the app that serves the
// bookings routes (configureBookingPayments); one app per process in production.

let runtime: { clock: Clock; notify: NotifyEnv } | undefined;

export function configureBookingPayments(settings: { clock: Clock; notify: NotifyEnv }): void {
  runtime = settings;
}

function current() {
  if (!runtime) throw new Error('Booking payments are not configured: register bookingRoutes');
  return runtime;
}

registerPaymentPurpose('booking', {
  async onCaptured(tx, payment) {
    const { clock, notify } = current();
    await confirmPaidBooking(tx, payment.referenceId, clock.now(), notify);
  },
  async onFailed(tx, payment) {
    await releaseUnpaidBooking(tx, payment.referenceId, current().clock.now());
  },
  async onRefused(tx, payment, refundedPaise) {
    await recordRefusedPayment(tx, payment.referenceId, refundedPaise, current().clock.now());
  },
});
