import { useCallback } from 'react';
import type { ProviderProfile } from '@kaizen/contracts';
import {
  useProfileRequest,
  type ProfileRequest,
} from '../../../entities/provider/use-profile-request';
import { profileCached, selectCachedProfile } from '../slice';
import { useProvidersDispatch, useProvidersSelector } from './store-hooks';

/** A provider's profile, from the SPEC §3 profileCache when it was seen before. */
export function useProviderProfile(uuid: string): [ProfileRequest, () => void] {
  const dispatch = useProvidersDispatch();
  const cached = useProvidersSelector(selectCachedProfile(uuid));
  const onLoaded = useCallback(
    (profile: ProviderProfile) => dispatch(profileCached(profile)),
    [dispatch],
  );
  return useProfileRequest(uuid, { cached, onLoaded });
}
