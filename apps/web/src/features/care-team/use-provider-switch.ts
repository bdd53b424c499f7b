import { useCallback, useEffect } from 'react';
import { storeHooksFor } from '../../lib/hooks/store-hooks';
import { fetchProviderTagging } from './api';
import {
  taggingReceived,
  taggingRequested,
  type ProviderSwitchState,
} from './provider-switch-slice';

const { useDispatch, useSelector } = storeHooksFor<{ providerSwitch: ProviderSwitchState }>();
export { useDispatch as useProviderSwitchDispatch, useSelector as useProviderSwitchSelector };

/**
 * Loads SPEC §3 providerTaggingDetails whenever the care team changes (`listVersion`). A failure
 * leaves the details out: the care team still shows, only the change entry does not.
 */
export function useProviderTagging(listVersion: string) {
  const dispatch = useDispatch();
  const state = useSelector((root) => root.providerSwitch);
  const reload = useCallback(async () => {
    dispatch(taggingRequested());
    try {
      dispatch(taggingReceived(await fetchProviderTagging()));
    } catch {
      dispatch(taggingReceived(null));
    }
  }, [dispatch]);
  useEffect(() => {
    void reload();
  }, [reload, listVersion]);
  return { state, reload };
}
