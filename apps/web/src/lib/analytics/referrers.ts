import {
  ANALYTICS_COOKIE_EXPIRY_DAYS,
  ANALYTICS_URL_MAX_LENGTH,
  DIRECT_REFERRER,
  SESSION_REPLAY_IDLE_TIMEOUT_MS,
  SESSION_REPLAY_MAX_RECORDING_MS,
  stripSecretsFromUrl,
} from '@kaizen/contracts';
import { readJson, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

const DAY_MS = 86_400_000;

export interface ReferrerContext {
  store: KeyValueStore;
  /** document.referrer of this page load ('' when none). */
  documentReferrer: string;
  now: number;
}

/**
 * SPEC §4 "initial referrer (or direct)": the referrer of this device's first tracked visit, kept
 * as long as SPEC §9's analytics cookie (365 days), then taken afresh. Token parameters removed.
 */
export function initialReferrer({ store, documentReferrer, now }: ReferrerContext): string {
  const saved = readJson<{ referrer?: unknown; saved_at?: unknown }>(
    store,
    StorageKey.analyticsInitialReferrer,
  );
  if (
    typeof saved?.referrer === 'string' &&
    typeof saved.saved_at === 'number' &&
    now - saved.saved_at < ANALYTICS_COOKIE_EXPIRY_DAYS * DAY_MS
  ) {
    return saved.referrer;
  }
  const referrer = documentReferrer
    ? stripSecretsFromUrl(documentReferrer).slice(0, ANALYTICS_URL_MAX_LENGTH)
    : DIRECT_REFERRER;
  store.setItem(StorageKey.analyticsInitialReferrer, JSON.stringify({ referrer, saved_at: now }));
  return referrer;
}

interface StoredSession {
  id: string;
  started_at: number;
  last_at: number;
}

/**
 * The analytics session an event belongs to: a new one after 30 minutes without events or 24
 * hours after it began (SPEC §9's "replay idle 30 minutes, max recording 24 hours", used for
 * sessions only: Kaizen records no one's screen).
 */
export function analyticsSessionId(store: KeyValueStore, now: number, newId: () => string): string {
  const saved = readJson<StoredSession>(store, StorageKey.analyticsSession);
  const current =
    saved &&
    typeof saved.id === 'string' &&
    now - saved.last_at < SESSION_REPLAY_IDLE_TIMEOUT_MS &&
    now - saved.started_at < SESSION_REPLAY_MAX_RECORDING_MS
      ? { ...saved, last_at: now }
      : { id: newId(), started_at: now, last_at: now };
  store.setItem(StorageKey.analyticsSession, JSON.stringify(current));
  return current.id;
}
