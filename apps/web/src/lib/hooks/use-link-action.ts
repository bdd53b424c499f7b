import { useEffect, useRef, useState } from 'react';
import { errorMessagesOf } from '../http/request-error';

export type LinkOutcome =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; message: string }
  | { state: 'failed'; messages: string[] };

/**
 * Runs the one request an emailed link stands for (confirm, accept), once per visit: links work
 * once, so a second call (React's development double effect) would find the link already used.
 * `run` null means not yet (e.g. waiting for sign-in).
 */
export function useLinkAction(run: (() => Promise<string>) | null): LinkOutcome {
  const [outcome, setOutcome] = useState<LinkOutcome>({ state: 'idle' });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !run) return;
    sent.current = true;
    run().then(
      (message) => setOutcome({ state: 'done', message }),
      (error: unknown) => setOutcome({ state: 'failed', messages: errorMessagesOf(error) }),
    );
  }, [run]);
  return outcome.state === 'idle' && run ? { state: 'working' } : outcome;
}
