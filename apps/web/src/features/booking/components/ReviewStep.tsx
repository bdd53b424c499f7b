import { useEffect, useMemo, useRef, useState } from 'react';
import {
  formatPrice,
  type Booking,
  type BookingCheck,
  type BookingCreateBody,
} from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { refusalOf as refusalOfError } from '../../../lib/http/request-error';
import { useServerErrors } from '../../../lib/hooks/use-server-errors';
import { createBooking } from '../api';
import { forgetBookingAttempt, idempotencyKeyFor } from '../booking-attempt';
import { detailsFieldError, isOverlapRefusal, timeGoneMessage } from '../booking-request';
import { useBookingCheck } from '../hooks/use-booking-check';
import { BookingFacts, type SessionFacts } from './BookingFacts';
import { CouponField } from './CouponField';
import type { DetailsFieldError } from './DetailsStep';
import { OverlapWarning } from './OverlapWarning';
import { ReviewFunding } from './ReviewFunding';
import { ReviewPolicy } from './ReviewPolicy';

const BOOK_BOTH_REQUIRED = 'Tick this box to book both sessions, or pick another time.';

/**
 * Step 3: what is being booked, what the server says about it (the change policy of this very
 * session, the person's own sessions it overlaps; a time that is gone sends them back to pick
 * another), then pay. The request carries the idempotency key kept for this exact choice, so a
 * second click or a retry after a network error answers the same booking; a paid session goes on
 * to the gateway's checkout page.
 */
export function ReviewStep({
  facts,
  request,
  onTimeGone,
  onFieldError,
  onSettled,
}: {
  facts: SessionFacts;
  request: BookingCreateBody;
  onTimeGone: (message: string) => void;
  onFieldError: (error: DetailsFieldError) => void;
  /** Booked without a checkout (a free session is confirmed at once). */
  onSettled: (booking: Booking) => void;
}) {
  const [paying, setPaying] = useState(false);
  const [bookBoth, setBookBoth] = useState(false);
  const [bookBothError, setBookBothError] = useState<string | null>(null);
  const { serverErrors, submitting } = useServerErrors();
  const inFlight = useRef(false);
  // A coupon is applied by asking the server's check again with its code.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const checkRequest = useMemo(
    () => (couponCode ? { ...request, coupon_code: couponCode } : request),
    [request, couponCode],
  );
  const [checked, recheck] = useBookingCheck(checkRequest);
  // While a coupon is being checked, the review keeps showing the last answer (Pay waits).
  const lastCheck = useRef<BookingCheck | null>(null);
  if (checked.status === 'ready') lastCheck.current = checked.check;
  const rechecking = checked.status === 'loading' && lastCheck.current !== null;
  const check = checked.status === 'ready' ? checked.check : rechecking ? lastCheck.current : null;
  const coupon = check?.funding.method === 'money' ? (check.funding.coupon ?? null) : null;
  const overlaps = check?.overlapping ?? [];
  // What Pay would charge, as the server's policy engine decided (a covered session: nothing).
  const amountDue = check ? check.funding.amount_due : facts.price;

  // The server already says the time is gone (or passed): back to pick another, with its words.
  const refusal = useMemo(() => refusalOf(checked), [checked]);
  const leave = useRef({ onFieldError, onTimeGone });
  leave.current = { onFieldError, onTimeGone };
  useEffect(() => {
    if (!refusal) return;
    forgetBookingAttempt();
    if (refusal.field) leave.current.onFieldError(refusal.field);
    else if (refusal.gone) leave.current.onTimeGone(refusal.gone);
  }, [refusal]);

  const pay = submitting(async () => {
    if (inFlight.current) return;
    if (overlaps.length > 0 && !bookBoth) {
      setBookBothError(BOOK_BOTH_REQUIRED);
      document.getElementById('book-both')?.focus();
      return;
    }
    inFlight.current = true;
    setPaying(true);
    // Only a coupon the server applied goes with the booking (a refused one would be a 422).
    const withCoupon = coupon ? { ...request, coupon_code: coupon.code } : request;
    const body: BookingCreateBody = bookBoth ? { ...withCoupon, allow_overlap: true } : withCoupon;
    try {
      const booking = await createBooking(body, idempotencyKeyFor(body));
      if (booking.status === 'held' && booking.payment.checkout_url) {
        // Leaving for the gateway: the button stays busy until the page is gone.
        window.location.assign(booking.payment.checkout_url);
        return;
      }
      onSettled(booking);
    } catch (error) {
      inFlight.current = false;
      setPaying(false);
      const refused = refusalOfError(error);
      if (isOverlapRefusal(refused)) {
        // Booked elsewhere since the review opened: show which session, and let them choose.
        forgetBookingAttempt();
        recheck();
        return;
      }
      const gone = timeGoneMessage(refused);
      const field = detailsFieldError(refused);
      if (gone || field) forgetBookingAttempt();
      if (gone) return onTimeGone(gone);
      if (field) return onFieldError(field);
      // Shown above the button; the next click sends the same key again.
      throw error;
    }
  });

  if ((checked.status === 'loading' && !rechecking) || refusal) {
    return (
      <div className="booking-step">
        <p className="booking-step__checking" role="status">
          <Spinner size="sm" /> Checking this time is still free…
        </p>
      </div>
    );
  }

  return (
    <div className="booking-step">
      <BookingFacts facts={facts} />
      {overlaps.length > 0 && (
        <OverlapWarning
          sessions={overlaps}
          bookBoth={bookBoth}
          onBookBothChange={(value) => {
            setBookBoth(value);
            if (value) setBookBothError(null);
          }}
          error={bookBothError}
          onPickAnother={() => onTimeGone('Pick another time for this session.')}
        />
      )}
      <ReviewFunding funding={check?.funding ?? null} />
      {check?.funding.method === 'money' && (check.funding.amount_due > 0 || coupon) && (
        <CouponField
          applied={coupon}
          error={check.coupon_error ?? null}
          onApply={setCouponCode}
          onRemove={() => setCouponCode(null)}
        />
      )}
      <ReviewPolicy check={check} />
      <FormAlert
        messages={checked.status === 'refused' ? checked.refusal.messages : serverErrors}
      />
      <div className="booking-step__actions">
        <Button onClick={() => void pay(undefined)} loading={paying || rechecking} block>
          {amountDue === 0 ? 'Confirm booking' : `Pay ${formatPrice(amountDue)}`}
        </Button>
      </div>
    </div>
  );
}

/** What a refused check means for the flow: a time to pick again, or a detail to fix. */
function refusalOf(checked: ReturnType<typeof useBookingCheck>[0]) {
  if (checked.status !== 'refused') return null;
  const gone = timeGoneMessage(checked.refusal);
  const field = detailsFieldError(checked.refusal);
  return gone || field ? { gone, field } : null;
}
