import { useCallback, useEffect, useState } from 'react';
import { errorMessagesOf, statusOf } from '../../../lib/http/request-error';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; messages: string[]; notFound: boolean };

/** Loads with `load` (abortable), again on `reload()`; errors keep the server's messages. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = statusOf(error) === 404;
        setState({ status: 'error', messages: errorMessagesOf(error), notFound });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, reload];
}
