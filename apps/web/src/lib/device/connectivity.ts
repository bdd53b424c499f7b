import { useEffect, useState } from 'react';
import { HEALTH_PATH, OFFLINE_PROBE_INTERVAL_MS } from '@kaizen/contracts';
import { API_BASE } from '../http/api-base';

/** SPEC §4: the address probed once the browser is back online; the API health route by default. */
const OFFLINE_PROBE_URL = import.meta.env.VITE_OFFLINE_PROBE_URL || `${API_BASE}${HEALTH_PATH}`;

/** Any answer from the probe URL means the network is back, whatever its status. */
async function probeOnce(url: string): Promise<boolean> {
  try {
    await fetch(url, { cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/**
 * SPEC §4 connectivity: offline as soon as the browser says so; when it says it is online again,
 * the probe URL is fetched each second until it answers, and only then is the app online.
 */
export function useOnlineStatus(
  probeUrl = OFFLINE_PROBE_URL,
  intervalMs = OFFLINE_PROBE_INTERVAL_MS,
): boolean {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine !== false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let generation = 0;
    const stop = () => {
      generation += 1;
      clearTimeout(timer);
    };
    const probe = async (current: number) => {
      const reachable = await probeOnce(probeUrl);
      if (current !== generation) return;
      if (reachable) setOnline(true);
      else timer = setTimeout(() => void probe(current), intervalMs);
    };
    const onOffline = () => {
      stop();
      setOnline(false);
    };
    const onOnline = () => {
      stop();
      void probe(generation);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // The connection can drop between the first render (which read navigator.onLine) and this
    // effect, on a slow phone while the page hydrates: that 'offline' event had no listener yet.
    if (globalThis.navigator?.onLine === false) onOffline();
    return () => {
      stop();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [probeUrl, intervalMs]);

  return online;
}
