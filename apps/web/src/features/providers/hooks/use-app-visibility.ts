import { useEffect, useState } from 'react';
import { DEFAULT_APP_VISIBILITY, type AppVisibility } from '@kaizen/contracts';
import { fetchAppVisibility } from '../api';

/**
 * Which kinds of care are offered. The call is for signed-in people only (a visitor's 401 would
 * end a session they do not have); visitors and failed calls get the SPEC §3 defaults.
 */
export function useAppVisibility(signedIn: boolean): AppVisibility {
  const [visibility, setVisibility] = useState<AppVisibility>(DEFAULT_APP_VISIBILITY);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetchAppVisibility(controller.signal).then(setVisibility, () => undefined);
    return () => controller.abort();
  }, [signedIn]);
  return visibility;
}
