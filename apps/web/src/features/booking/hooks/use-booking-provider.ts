import { useCallback, useEffect, useState } from 'react';
import type { ProviderProfile } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest, statusOf } from '../../../lib/http/request-error';
import { fetchProviderProfile } from '../../../lib/provider-calls';

export type ProviderState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProviderProfile }
  | { status: 'not-found' }
  | { status: 'error'; messages: string[] };

/** The expert being booked: session kinds with price and duration, and clinics. */
export function useBookingProvider(uuid: string): [ProviderState, () => void] {
  const [state, setState] = useState<{ uuid: string; state: ProviderState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchProviderProfile(uuid, controller.signal).then(
      (profile) => setState({ uuid, state: { status: 'ready', profile } }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({
          uuid,
          state:
            statusOf(error) === 404
              ? { status: 'not-found' }
              : { status: 'error', messages: errorMessagesOf(error) },
        });
      },
    );
    return () => controller.abort();
  }, [uuid, attempt]);

  const retry = useCallback(() => {
    setState(null);
    setAttempt((count) => count + 1);
  }, []);
  return [state?.uuid === uuid ? state.state : { status: 'loading' }, retry];
}
