import { useCallback, useEffect, useState } from 'react';
import type { BookingCheck, BookingCreateBody } from '@kaizen/contracts';
import {
  isCancelledRequest,
  refusalOf,
  statusOf,
  type Refusal,
} from '../../../lib/http/request-error';
import { checkBooking } from '../api';

type CheckState =
  | { status: 'loading' }
  | { status: 'ready'; check: BookingCheck }
  /** Refused: the same refusal (status, code, messages, fields) booking it would get. */
  | { status: 'refused'; refusal: Refusal }
  /** The check itself failed (offline): the review still works, with the general policy. */
  | { status: 'unavailable' };

/**
 * The server's answer, for this exact request, to "what would Pay meet": asked when the review
 * opens and again on `recheck` (after a refusal at Pay that the check did not foresee).
 */
export function useBookingCheck(request: BookingCreateBody) {
  const [state, setState] = useState<CheckState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const requestText = JSON.stringify(request);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    checkBooking(JSON.parse(requestText) as BookingCreateBody, controller.signal).then(
      (check) => setState({ status: 'ready', check }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        const httpStatus = statusOf(error);
        setState(
          httpStatus === 409 || httpStatus === 422 || httpStatus === 404
            ? { status: 'refused', refusal: refusalOf(error) }
            : { status: 'unavailable' },
        );
      },
    );
    return () => controller.abort();
  }, [requestText, attempt]);

  const recheck = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, recheck] as const;
}
