import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest, statusOf } from '../../../lib/http/request-error';
import { fetchBooking } from '../api';

type OutcomeState =
  | { status: 'loading' }
  | { status: 'ready'; booking: Booking }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** How often and how long a paid but not yet confirmed booking is asked for again. */
const SETTLE_POLL_MS = 1000;
const SETTLE_POLLS = 10;

/**
 * The booking the payment page sent the person back for. The gateway confirms the payment before
 * it redirects, but a confirmation may trail by a moment (webhook): while the gateway said
 * "captured" and the booking is still held, it is asked for again a few times.
 */
export function useBookingOutcome(bookingId: string | null, paid: boolean) {
  const [state, setState] = useState<OutcomeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!bookingId) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchBooking(bookingId, controller.signal).then(
        (booking) => {
          if (paid && booking.status === 'held' && polls < SETTLE_POLLS) {
            polls += 1;
            timer = setTimeout(load, SETTLE_POLL_MS);
            return;
          }
          setState({ status: 'ready', booking });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isCancelledRequest(error)) return;
          setState(
            statusOf(error) === 404
              ? { status: 'not-found' }
              : { status: 'error', message: errorMessagesOf(error)[0] ?? '' },
          );
        },
      );
    setState({ status: 'loading' });
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [bookingId, paid, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry] as const;
}
