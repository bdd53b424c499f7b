import { useCallback, useEffect, useState } from 'react';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';

type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; messages: string[] };

/**
 * One request for a screen, cancelled when the screen goes or `key` changes; `retry` asks again.
 * `load` must be stable for a given key.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [Loaded<T>, () => void] {
  const [answer, setAnswer] = useState<{ key: string; state: Loaded<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setAnswer({ key, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setAnswer({ key, state: { status: 'error', messages: errorMessagesOf(error) } });
      },
    );
    return () => controller.abort();
    // `load` belongs to `key`: a new key is a new request.
  }, [key, attempt]);
  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  }, []);
  return [answer?.key === key ? answer.state : { status: 'loading' }, retry];
}
