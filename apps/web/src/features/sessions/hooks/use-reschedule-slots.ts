import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { fetchProviderSlots } from '../../../entities/provider/provider-calls';
import { slotWindow } from '../../../entities/slots/slot-days';

type RescheduleSlots =
  | { status: 'loading' }
  | { status: 'ready'; slots: string[] }
  | { status: 'error'; message: string };

/**
 * The expert's free times of the session's kind in the next 14 days, without the session's own
 * time. Asked again by `reload` (after a time was just taken).
 */
export function useRescheduleSlots(
  booking: Pick<Booking, 'provider' | 'kind' | 'starts_at'>,
): [RescheduleSlots, () => void] {
  const [state, setState] = useState<RescheduleSlots>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { uuid } = booking.provider;
  const { kind, starts_at: current } = booking;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProviderSlots(uuid, { ...slotWindow(), kind }, controller.signal).then(
      (answer) => {
        const own = new Date(current).getTime();
        const slots = answer.slots.filter((start) => new Date(start).getTime() !== own);
        setState({ status: 'ready', slots });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({ status: 'error', message: errorMessagesOf(error)[0] ?? '' });
      },
    );
    return () => controller.abort();
  }, [uuid, kind, current, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, reload];
}
