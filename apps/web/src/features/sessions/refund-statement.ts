import {
  formatPrice,
  CREDIT_COMES_BACK_TEXT,
  NO_REFUND_WARNING_MESSAGE,
  type Booking,
} from '@kaizen/contracts';

/** What cancelling now does to the person's money, said before they confirm. */
export function refundStatement(
  booking: Pick<
    Booking,
    'cancel_refunds' | 'cancel_returns_credit' | 'price' | 'discount' | 'sponsor_cover'
  >,
): {
  tone: 'calm' | 'warning';
  text: string;
} {
  if (booking.cancel_returns_credit) return { tone: 'calm', text: CREDIT_COMES_BACK_TEXT };
  if (!booking.cancel_refunds) return { tone: 'warning', text: NO_REFUND_WARNING_MESSAGE };
  if (booking.price === 0)
    return { tone: 'calm', text: 'This session was free: nothing is charged.' };
  // What the person paid comes back: the price less a coupon's discount and less what their
  // organisation's money pool paid, which goes back to the pool (issue 11).
  const cover = booking.sponsor_cover;
  const paid = booking.price - booking.discount - (cover?.amount ?? 0);
  const sponsorPart = cover
    ? `The ${formatPrice(cover.amount)} ${cover.sponsor} paid goes back to them.`
    : '';
  if (paid <= 0) return { tone: 'calm', text: `Nothing was charged to you. ${sponsorPart}`.trim() };
  const yours = `You will get a full refund of ${formatPrice(paid)} to the way you paid.`;
  return { tone: 'calm', text: cover ? `${yours} ${sponsorPart}` : yours };
}
