import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';
import { analyticsAllowed } from './gate';

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
  syncConsentCookie(store);
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

/**
 * Keeps the cookie (contracts' consentQuestionInHtml) in step with this device: the answer, or
 * 'off' where analytics is off, so that the server's next HTML asks exactly when the browser
 * would. 400 days: the longest a browser keeps a cookie. Browser only.
 */
export function syncConsentCookie(store: KeyValueStore = localStore): void {
  const value = readAnalyticsConsent(store) ?? (analyticsAllowed(store) ? '' : 'off');
  // An empty value is no answer (consentQuestionInHtml).
  document.cookie = `analytics_consent=${value};path=/;max-age=34560000;samesite=lax${
    location.protocol === 'https:' ? ';secure' : ''
  }`;
}

let askedByServer = false;

/** Set by the server's render: whether this page's HTML asks (consentQuestionInHtml). */
export const renderConsentQuestion = (ask: boolean) => void (askedByServer = ask);

/**
 * Whether the page's HTML came with the banner (the server chose by the cookie): what hydration
 * renders, read from the page itself so that a cookie changed since the answer cannot mislead.
 */
export const consentQuestionRendered = (): boolean =>
  globalThis.document ? !!document.querySelector('.consent-banner') : askedByServer;
