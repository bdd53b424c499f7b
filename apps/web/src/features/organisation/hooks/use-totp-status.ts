import type { TotpStatus } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { fetchTotpStatus } from '../api';

type TotpState =
  | { status: 'loading' }
  | { status: 'ready'; totp: TotpStatus }
  | { status: 'error'; messages: string[] };

/** The member's TOTP state on this device; `settle` takes the state a verification answered. */
export function useTotpStatus(company: string) {
  const [state, setState] = useState<TotpState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTotpStatus(company, controller.signal).then(
      (totp) => setState({ status: 'ready', totp }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', messages: errorMessagesOf(error) });
        }
      },
    );
    return () => controller.abort();
  }, [company, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const settle = useCallback((totp: TotpStatus) => setState({ status: 'ready', totp }), []);
  return { state, retry, settle };
}
