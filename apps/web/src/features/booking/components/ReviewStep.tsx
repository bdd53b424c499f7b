import { useRef, useState } from 'react';
import { BOOKING_POLICY_TEXT, type Booking, type BookingCreateBody } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { ShieldIcon } from '../../../components/icons';
import { errorMessagesOf, statusOf } from '../../../lib/http/request-error';
import { useServerErrors } from '../../../lib/use-server-errors';
import { formatPrice } from '../../../lib/money';
import { createBooking } from '../api';
import { forgetBookingAttempt, idempotencyKeyFor } from '../booking-attempt';
import { detailsFieldError, timeGoneMessage } from '../booking-request';
import { BookingFacts, type SessionFacts } from './BookingFacts';
import type { DetailsFieldError } from './DetailsStep';

/**
 * Step 3: what is being booked, the policy, then pay. The request carries the idempotency key
 * kept for this exact choice, so a second click or a retry after a network error answers the
 * same booking; a paid session goes on to the gateway's checkout page.
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
  const { serverErrors, submitting } = useServerErrors();
  const inFlight = useRef(false);

  const pay = submitting(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const booking = await createBooking(request, idempotencyKeyFor(request));
      if (booking.status === 'held' && booking.payment.checkout_url) {
        // Leaving for the gateway: the button stays busy until the page is gone.
        window.location.assign(booking.payment.checkout_url);
        return;
      }
      onSettled(booking);
    } catch (error) {
      inFlight.current = false;
      setPaying(false);
      const status = statusOf(error);
      const messages = errorMessagesOf(error);
      const gone = timeGoneMessage(status, messages);
      const field = detailsFieldError(status, messages);
      if (gone || field) forgetBookingAttempt();
      if (gone) return onTimeGone(gone);
      if (field) return onFieldError(field);
      // Shown above the button; the next click sends the same key again.
      throw error;
    }
  });

  return (
    <div className="booking-step">
      <BookingFacts facts={facts} />
      <section className="booking-policy" aria-labelledby="policy-heading">
        <h2 id="policy-heading" className="booking-policy__title">
          <ShieldIcon width={18} height={18} /> Before you pay
        </h2>
        <p>{BOOKING_POLICY_TEXT}</p>
      </section>
      <FormAlert messages={serverErrors} />
      <div className="booking-step__actions">
        <Button onClick={() => void pay(undefined)} loading={paying} block>
          {facts.price === 0 ? 'Confirm booking' : `Pay ${formatPrice(facts.price)}`}
        </Button>
      </div>
    </div>
  );
}
