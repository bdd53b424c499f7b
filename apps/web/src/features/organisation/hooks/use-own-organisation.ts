import { useCallback, useEffect, useState } from 'react';
import type { OwnOrganisation } from '@kaizen/contracts';
import { errorMessagesOf, statusOf } from '../../../lib/http/request-error';
import { fetchOwnOrganisation } from '../api';

type OwnOrganisationState =
  | { status: 'loading' }
  | { status: 'ready'; organisation: OwnOrganisation }
  | { status: 'none' }
  | { status: 'error'; messages: string[] };

/** Loads the organisation; a 404 means the user belongs to none (an empty state, not an error). */
export function useOwnOrganisation(): [OwnOrganisationState, () => void] {
  const [state, setState] = useState<OwnOrganisationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOwnOrganisation(controller.signal).then(
      (organisation) => setState({ status: 'ready', organisation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (statusOf(error) === 404) setState({ status: 'none' });
        else setState({ status: 'error', messages: errorMessagesOf(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [state, retry];
}
