import { useCallback, useEffect, useState } from 'react';
import type { GroupSession, SessionKind } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { slotWindow } from '../../../entities/slots/slot-days';
import { fetchProviderSlots } from '../../../entities/provider/provider-calls';
import { fetchOpenGroupSessions } from '../api';

export type BookableTimes =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Every bookable start, ascending (UTC instants). */
      starts: string[];
      /** Group kind: running sessions with seats left, by start. */
      groupSessions: Map<string, GroupSession>;
    }
  | { status: 'error'; message: string };

const sameInstant = (iso: string) => new Date(iso).toISOString();

/**
 * The next 14 days of times of one kind, in the person's days. For group sessions, the running
 * sessions with seats left join the free slots (a running session's time is no longer a slot).
 * Never cached: other people book meanwhile; `reload` asks again (after a taken slot).
 */
export function useBookableTimes(uuid: string, kind: SessionKind | null) {
  const [state, setState] = useState<BookableTimes>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!kind) return;
    const controller = new AbortController();
    const window = slotWindow();
    setState({ status: 'loading' });
    Promise.all([
      fetchProviderSlots(uuid, { ...window, kind }, controller.signal),
      kind === 'group' ? fetchOpenGroupSessions(uuid, window, controller.signal) : [],
    ]).then(
      ([free, running]) => {
        const groupSessions = new Map(
          running.map((session) => [sameInstant(session.starts_at), session]),
        );
        const starts = [
          ...new Set([...free.slots.map(sameInstant), ...groupSessions.keys()]),
        ].sort();
        setState({ status: 'ready', starts, groupSessions });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({ status: 'error', message: errorMessagesOf(error)[0] ?? '' });
      },
    );
    return () => controller.abort();
  }, [uuid, kind, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, reload] as const;
}
