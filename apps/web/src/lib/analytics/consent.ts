import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// The person's answer to the analytics consent banner (issue 15): analytics only after they allow
// it. Schema-free and tiny, so the shell can decide whether to ask without loading the pipeline.

export type AnalyticsConsent = 'granted' | 'denied';

const listeners = new Set<() => void>();

/** The stored answer on this device, or null when the person was not asked yet. */
export function readAnalyticsConsent(store: KeyValueStore = localStore): AnalyticsConsent | null {
  const value = store.getItem(StorageKey.analyticsConsent);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Remembers the answer and tells the banner, the profile card and the pipeline. */
export function setAnalyticsConsent(
  choice: AnalyticsConsent,
  store: KeyValueStore = localStore,
): void {
  store.setItem(StorageKey.analyticsConsent, choice);
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore; another tab's answer arrives through the storage event. */
export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.analyticsConsent || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
