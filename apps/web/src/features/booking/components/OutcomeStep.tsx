import { useEffect } from 'react';
import type { Booking } from '@kaizen/contracts';
import { Button, ButtonLink } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon, CalendarIcon, CheckCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { forgetBookingAttempt } from '../booking-attempt';
import type { PaymentReturnStatus } from '../booking-query';
import { downloadCalendarFile } from '../calendar-file';
import { useBookingOutcome } from '../hooks/use-booking-outcome';
import { HOME_PATH, pickAnotherTimePath } from '../paths';
import { BookingFacts, type SessionFacts } from './BookingFacts';

const factsOf = (booking: Booking): SessionFacts => ({
  provider: booking.provider,
  kind: booking.kind,
  start: booking.starts_at,
  durationMinutes: Math.round(
    (Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / 60_000,
  ),
  clinic: booking.clinic,
  partnerEmail: booking.partner_email,
  price: booking.price,
  sponsorCover: booking.sponsor_cover,
});

const NOT_PAID_TITLES: Record<Exclude<PaymentReturnStatus, 'captured'>, string> = {
  failed: 'Your payment did not go through',
  cancelled: 'You cancelled the payment',
};

/** Step 4, back from the payment page (or straight after a free booking): how it ended. */
export function OutcomeStep({
  providerUuid,
  bookingId,
  paymentStatus,
}: {
  providerUuid: string;
  bookingId: string | null;
  paymentStatus: PaymentReturnStatus | null;
}) {
  const [outcome, retry] = useBookingOutcome(bookingId, paymentStatus === 'captured');
  const settled = outcome.status === 'ready' && outcome.booking.status !== 'held';
  useEffect(() => {
    // Booked, or released: choosing this time again is a new request with a new key.
    if (settled) forgetBookingAttempt();
  }, [settled]);

  if (outcome.status === 'loading') {
    return (
      <div className="booking-outcome booking-outcome--loading" role="status">
        <Spinner />
        <p>{paymentStatus === 'captured' ? 'Confirming your session…' : 'Loading your booking…'}</p>
      </div>
    );
  }
  if (outcome.status === 'not-found') {
    return (
      <EmptyState
        icon={<AlertCircleIcon />}
        title="We could not find this booking"
        action={<ButtonLink to={HOME_PATH}>Go to home</ButtonLink>}
      >
        The link may be incomplete. Your sessions are listed on your home page.
      </EmptyState>
    );
  }
  if (outcome.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          icon={<AlertCircleIcon />}
          title="We could not load your booking"
          action={
            <Button onClick={retry} sendsRequest>
              Try again
            </Button>
          }
        >
          {outcome.message}
        </EmptyState>
      </div>
    );
  }

  const { booking } = outcome;
  const anotherTime = pickAnotherTimePath(providerUuid, booking.kind);
  if (booking.status === 'confirmed') {
    return (
      <div className="booking-outcome">
        <div className="booking-outcome__head booking-outcome__head--done">
          <CheckCircleIcon width={32} height={32} />
          <h2 className="booking-outcome__title">Your session is booked</h2>
        </div>
        <BookingFacts facts={factsOf(booking)} />
        <p className="muted">
          We have emailed you the details with a calendar invite.
          {booking.partner_email && ` ${booking.partner_email} is invited too.`}
        </p>
        <div className="booking-step__actions">
          <Button
            variant="secondary"
            icon={<CalendarIcon width={18} height={18} />}
            onClick={() => downloadCalendarFile(booking)}
          >
            Add to calendar
          </Button>
          {/* The link the calendar event carries: where the Join button will be. */}
          <CopyButton text={`${window.location.origin}${HOME_PATH}`} copied="Link copied.">
            Copy joining link
          </CopyButton>
          <ButtonLink to={HOME_PATH}>Go to home</ButtonLink>
        </div>
      </div>
    );
  }
  if (booking.status === 'held') {
    return (
      <div className="booking-outcome">
        <div className="booking-outcome__head">
          <AlertCircleIcon width={32} height={32} />
          <h2 className="booking-outcome__title">Your payment is not finished</h2>
        </div>
        <BookingFacts facts={factsOf(booking)} />
        <p>We are holding this time for you for a few more minutes.</p>
        <div className="booking-step__actions">
          {booking.payment.checkout_url && (
            <Button onClick={() => window.location.assign(booking.payment.checkout_url ?? '')}>
              Continue to payment
            </Button>
          )}
          <ButtonLink variant="secondary" to={anotherTime}>
            Pick another time
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (booking.status !== 'expired') {
    // Cancelled, completed or missed since: this link is old; home lists the sessions.
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title="This booking is no longer upcoming"
        action={<ButtonLink to={HOME_PATH}>Go to home</ButtonLink>}
      >
        Your sessions, past and upcoming, are listed on your home page.
      </EmptyState>
    );
  }
  const title =
    paymentStatus === 'failed' || paymentStatus === 'cancelled'
      ? NOT_PAID_TITLES[paymentStatus]
      : 'The time for paying ran out';
  return (
    <div className="booking-outcome" role="alert">
      <div className="booking-outcome__head booking-outcome__head--failed">
        <AlertCircleIcon width={32} height={32} />
        <h2 className="booking-outcome__title">{title}</h2>
      </div>
      <p>
        Nothing was charged, and the time you chose was released, so it is free for anyone to book
        again. Please pick another time.
      </p>
      <div className="booking-step__actions">
        <ButtonLink to={anotherTime}>Pick another time</ButtonLink>
        <ButtonLink variant="secondary" to={HOME_PATH}>
          Go to home
        </ButtonLink>
      </div>
    </div>
  );
}
