import { useCallback, useEffect, useState } from 'react';
import type { SessionKind } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { groupSlotsByLocalDay, slotWindow, type SlotDay } from '../../../entities/slots/slot-days';

type SlotsState =
  | { status: 'loading' }
  | { status: 'ready'; days: SlotDay[]; durationMinutes: number }
  | { status: 'error'; messages: string[] };

/**
 * The next 14 days of bookable times of one session kind, grouped by the visitor's day. Not
 * cached: times are taken by other people's bookings, so each visit asks again.
 */
export function useProviderSlots(uuid: string, kind: SessionKind | null): [SlotsState, () => void] {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!kind) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // Loaded on use, as the profile itself is (entities/provider/use-profile-request.ts).
    import('../../../entities/provider/provider-calls')
      .then(({ fetchProviderSlots }) =>
        fetchProviderSlots(uuid, { ...slotWindow(), kind }, controller.signal),
      )
      .then(
        (answer) =>
          setState({
            status: 'ready',
            days: groupSlotsByLocalDay(answer.slots),
            durationMinutes: answer.duration_minutes,
          }),
        (error: unknown) => {
          if (controller.signal.aborted || isCancelledRequest(error)) return;
          setState({ status: 'error', messages: errorMessagesOf(error) });
        },
      );
    return () => controller.abort();
  }, [uuid, kind, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry];
}
