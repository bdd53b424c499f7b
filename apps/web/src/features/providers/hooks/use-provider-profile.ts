import { useCallback, useEffect, useState } from 'react';
import type { ProviderProfile } from '@kaizen/contracts';
import { errorMessagesOf, isCancelledRequest, statusOf } from '../../../lib/http/request-error';
import { fetchProviderProfile } from '../../../lib/provider-calls';
import { profileCached, selectCachedProfile } from '../slice';
import { useProvidersDispatch, useProvidersSelector } from './store-hooks';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProviderProfile }
  | { status: 'not-found' }
  | { status: 'error'; messages: string[] };

/** A provider's profile, from the SPEC §3 profileCache when it was seen before. */
export function useProviderProfile(uuid: string): [ProfileState, () => void] {
  const dispatch = useProvidersDispatch();
  const cached = useProvidersSelector(selectCachedProfile(uuid));
  // Kept with the uuid it belongs to, so another profile never shows this one's failure.
  const [failure, setFailure] = useState<{ uuid: string; state: ProfileState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    fetchProviderProfile(uuid, controller.signal).then(
      (profile) => dispatch(profileCached(profile)),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        setFailure({
          uuid,
          state:
            statusOf(error) === 404
              ? { status: 'not-found' }
              : { status: 'error', messages: errorMessagesOf(error) },
        });
      },
    );
    return () => controller.abort();
  }, [uuid, cached, attempt, dispatch]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  if (cached) return [{ status: 'ready', profile: cached }, retry];
  return [failure?.uuid === uuid ? failure.state : { status: 'loading' }, retry];
}
