import type { Commerce } from '../../commerce/service';
import type { Database } from '../../../db/client';

// The payments seam of bookings: what a booking needs of payments. commerceBookingPayments is the
// real one (modules/commerce); tests of the booking rules may record calls instead.

export interface StartedPayment {
  paymentId: string;
  status: string;
  checkoutUrl: string;
}

export interface BookingPayments {
  /** Idempotent per booking: asking again answers the same payment. */
  start(
    db: Database,
    input: {
      userId: number;
      referenceId: string;
      amountPaise: number;
      description: string;
      returnPath: string;
    },
  ): Promise<StartedPayment>;
  refund(
    db: Database,
    input: { referenceId: string; amountPaise: number; reason: string },
  ): Promise<{ refundId: string; amountPaise: number }>;
  /** Closes the booking's checkout if it is still open (the hold was cancelled). */
  cancel(db: Database, referenceId: string): Promise<void>;
}

/** The app's commerce behind the seam: one 'booking' payment per booking uuid. */
export function commerceBookingPayments(commerce: Commerce): BookingPayments {
  return {
    start: (db, input) =>
      commerce.startPayment(db, { ...input, purpose: 'booking', currency: 'INR' }),
    refund: (db, input) => commerce.refundPayment(db, { ...input, purpose: 'booking' }),
    cancel: (db, referenceId) => commerce.cancelPayment(db, 'booking', referenceId),
  };
}
