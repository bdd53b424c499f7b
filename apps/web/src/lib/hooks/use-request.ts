import { useCallback, useEffect, useState } from 'react';
import { errorMessagesOf, isCancelledRequest } from '../http/request-error';

export type RequestState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messages: string[] };

/** Loads once on mount (and on `reload`); a page's answer, its failure and a retry. */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
): [RequestState<T>, () => void, (update: (data: T) => T) => void] {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setState({ status: 'error', messages: errorMessagesOf(error) });
      },
    );
    return () => controller.abort();
    // `load` is a module-level call (stable); the attempt counter is what asks again.
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return [state, reload, update];
}
