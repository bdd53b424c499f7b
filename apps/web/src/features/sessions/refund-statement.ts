import {
  formatPrice,
  CREDIT_COMES_BACK_TEXT,
  NO_REFUND_WARNING_MESSAGE,
  type Booking,
} from '@kaizen/contracts';

/** What cancelling now does to the person's money, said before they confirm. */
export function refundStatement(
  booking: Pick<Booking, 'cancel_refunds' | 'cancel_returns_credit' | 'price' | 'discount'>,
): {
  tone: 'calm' | 'warning';
  text: string;
} {
  if (booking.cancel_returns_credit) return { tone: 'calm', text: CREDIT_COMES_BACK_TEXT };
  if (!booking.cancel_refunds) return { tone: 'warning', text: NO_REFUND_WARNING_MESSAGE };
  if (booking.price === 0)
    return { tone: 'calm', text: 'This session was free: nothing is charged.' };
  return {
    tone: 'calm',
    // What was paid comes back: the price less a coupon's discount.
    text: `You will get a full refund of ${formatPrice(booking.price - booking.discount)} to the way you paid.`,
  };
}
