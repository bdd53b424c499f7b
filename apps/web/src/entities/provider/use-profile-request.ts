import { useCallback, useEffect, useState } from 'react';
import type { ProviderProfile } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest, statusOf } from '../../lib/http/request-error';

export type ProfileRequest =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProviderProfile }
  | { status: 'not-found' }
  | { status: 'error'; messages: string[] };

/**
 * An expert's profile for a page (the directory's profile, the booking flow). `cached` answers
 * without a request (the directory's SPEC §3 profileCache); `onLoaded` (keep it stable) hears
 * of each loaded profile. The answer is kept with its uuid, so another expert's page never shows
 * this one's failure.
 */
export function useProfileRequest(
  uuid: string,
  options: { cached?: ProviderProfile; onLoaded?: (profile: ProviderProfile) => void } = {},
): [ProfileRequest, () => void] {
  const { cached, onLoaded } = options;
  const [answer, setAnswer] = useState<{ uuid: string; state: ProfileRequest } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    // Loaded on use: the calls bring the HTTP client and Zod, which the prerendered profile page
    // does not need to hydrate (issue 14, main-thread time before interaction).
    import('./provider-calls')
      .then(({ fetchProviderProfile }) => fetchProviderProfile(uuid, controller.signal))
      .then(
        (profile) => {
          setAnswer({ uuid, state: { status: 'ready', profile } });
          onLoaded?.(profile);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isCancelledRequest(error)) return;
          setAnswer({
            uuid,
            state:
              statusOf(error) === 404
                ? { status: 'not-found' }
                : { status: 'error', messages: errorMessagesOf(error) },
          });
        },
      );
    return () => controller.abort();
  }, [uuid, cached, attempt, onLoaded]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  }, []);

  if (cached) return [{ status: 'ready', profile: cached }, retry];
  return [answer?.uuid === uuid ? answer.state : { status: 'loading' }, retry];
}
