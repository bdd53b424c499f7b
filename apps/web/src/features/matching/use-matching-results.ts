import { useCallback, useEffect, useState } from 'react';
import { errorMessagesOf } from '../../lib/http/request-error';
import type { QuestionnaireType } from './paths';
import { syncMatching, type MatchingState } from './sync';

type ResultsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | ({ status: 'ready' } & MatchingState);

const FAILED = 'We could not load your matches just now.';

/** Signed in: the SPEC §4 reconciliation, then the winning answers and their ranked matches. */
export function useMatchingResults(type: QuestionnaireType, signedIn: boolean) {
  const [state, setState] = useState<ResultsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    setState({ status: 'loading' });
    syncMatching(type).then(
      (result) => current && setState({ status: 'ready', ...result }),
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'failed', message: errorMessagesOf(error)[0] ?? FAILED });
      },
    );
    return () => {
      current = false;
    };
  }, [type, signedIn, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
