import {
  ACCESS_TOKEN_HEADER,
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_PROPERTIES,
  ANALYTICS_REQUEST_TIMEOUT_MS,
  ANALYTICS_URL_MAX_LENGTH,
  type AnalyticsBatch,
  type AnalyticsEvent,
  CLIENT_HEADER,
  DIRECT_REFERRER,
  stripSecretsFromUrl,
  UID_HEADER,
} from '@kaizen/contracts';
import { analyticsAllowed } from './gate';
import { readAnalyticsConsent } from './consent';
import { analyticsProperties, type PropertyValue } from './properties';
import { analyticsSessionId, initialReferrer, type ReferrerContext } from './referrers';
import { API_BASE } from '../http/api-base';
import { readStoredSession } from '../http/stored-session';
import { deviceId } from '../device/device-id';
import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// The analytics pipeline (issue 15; SPEC §4 Analytics, §9 analytics defaults). Nothing is
// recorded, let alone sent, before the person allowed analytics on this device; then events are
// queued and sent in batches of 50, every 5 s, each request given up after 90 s, to the API's own
// store (POST /api/telemetry/events). Rules applied to every event:
// - skipped when block_analytics or skip_analytics is 'true' (SPEC §4; internal-domain people get
//   block_analytics at sign-in, and the server refuses their events too);
// - current url, initial referrer (or direct) and previous referrer (or direct), token query
//   parameters removed (SPEC §4);
// - properties truncated at 255 characters (SPEC §9), never clinical content (analytics-rules).

/** A queue never grows past this while the API is unreachable: the oldest events go first. */
export const MAX_QUEUED_EVENTS = 10 * ANALYTICS_BATCH_SIZE;
/** keepalive requests (a page closing) may carry at most 64 KiB in browsers. */
const KEEPALIVE_MAX_BYTES = 60_000;

export interface AnalyticsEnvironment {
  store: KeyValueStore;
  /** The page address now. */
  location: () => string;
  /** document.referrer of this page load. */
  documentReferrer: () => string;
  now: () => number;
  newId: () => string;
  deviceId: () => string;
  /** The stored session's headers when someone is signed in (read, never rotated, by the API). */
  sessionHeaders: () => Record<string, string> | null;
  fetch: typeof fetch;
  /** Super-properties added to every event (attribution, platform). */
  superProperties: () => Record<string, PropertyValue>;
}

export interface Analytics {
  track(event: string, properties?: Record<string, unknown>): void;
  /** The in-app page changed (the previous page becomes the previous referrer). */
  pageChanged(address: string): void;
  /** Sends what is queued now; `closing` uses keepalive so it survives the page going away. */
  flush(options?: { closing?: boolean }): Promise<void>;
  /** SPEC §4 logout "reset analytics": the queue is sent, the session and page trail forgotten. */
  reset(): Promise<void>;
  /** Declined or withdrawn: queued events are dropped unsent. */
  discard(): void;
  queued(): number;
}

const clip = (address: string) => stripSecretsFromUrl(address).slice(0, ANALYTICS_URL_MAX_LENGTH);

export function createAnalytics(environment: AnalyticsEnvironment): Analytics {
  const env = environment;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;
  let previousPage: string | null = null;
  let currentPage: string | null = null;

  const allowed = () =>
    readAnalyticsConsent(env.store) === 'granted' && analyticsAllowed(env.store);

  const schedule = () => {
    if (timer !== null || queue.length === 0) return;
    // SPEC §9 "flush 5 s".
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ANALYTICS_FLUSH_INTERVAL_MS);
  };

  async function send(
    events: AnalyticsEvent[],
    closing: boolean,
  ): Promise<'sent' | 'retry' | 'drop'> {
    const body: AnalyticsBatch = { device_id: env.deviceId(), events };
    const text = JSON.stringify(body);
    const controller = new AbortController();
    // SPEC §9 "timeout 90 s".
    const timeout = setTimeout(() => controller.abort(), ANALYTICS_REQUEST_TIMEOUT_MS);
    try {
      const response = await env.fetch(`${API_BASE}${ANALYTICS_EVENTS_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(env.sessionHeaders() ?? {}),
        },
        body: text,
        keepalive: closing && text.length < KEEPALIVE_MAX_BYTES,
        signal: controller.signal,
      });
      if (response.ok) return 'sent';
      // A batch the API refuses as malformed would be refused forever; busy or down: later.
      return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
    } catch {
      return 'retry';
    } finally {
      clearTimeout(timeout);
    }
  }

  async function flush(options: { closing?: boolean } = {}): Promise<void> {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (sending) await sending;
    if (queue.length === 0) return;
    // SPEC §9 "batch 50".
    const batch = queue.slice(0, ANALYTICS_BATCH_SIZE);
    queue = queue.slice(batch.length);
    sending = send(batch, options.closing ?? false).then((outcome) => {
      sending = null;
      if (outcome === 'retry') queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
      if (outcome === 'sent' && queue.length >= ANALYTICS_BATCH_SIZE) void flush();
      else schedule();
    });
    await sending;
  }

  function track(event: string, properties: Record<string, unknown> = {}): void {
    if (!allowed()) return;
    const address = env.location();
    const context: ReferrerContext = {
      store: env.store,
      documentReferrer: env.documentReferrer(),
      now: env.now(),
    };
    const previous = currentPage === address ? previousPage : currentPage;
    const props = analyticsProperties(
      {
        ...env.superProperties(),
        session_id: analyticsSessionId(env.store, env.now(), env.newId),
        ...properties,
      },
      ANALYTICS_MAX_PROPERTIES,
    );
    queue.push({
      event,
      insert_id: env.newId(),
      time: new Date(env.now()).toISOString(),
      current_url: clip(address),
      initial_referrer: initialReferrer(context),
      previous_referrer: previous
        ? clip(previous)
        : context.documentReferrer
          ? clip(context.documentReferrer)
          : DIRECT_REFERRER,
      properties: props,
    });
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
    else schedule();
  }

  return {
    track,
    pageChanged(address) {
      if (address === currentPage) return;
      previousPage = currentPage;
      currentPage = address;
    },
    flush,
    async reset() {
      await flush();
      previousPage = null;
      currentPage = null;
      env.store.removeItem(StorageKey.analyticsSession);
    },
    discard() {
      queue = [];
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    queued: () => queue.length,
  };
}

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The browser's environment; `superProperties` comes from the app (attribution, platform). */
export function browserAnalyticsEnvironment(
  superProperties: () => Record<string, PropertyValue>,
): AnalyticsEnvironment {
  return {
    store: localStore,
    location: () => globalThis.location?.href ?? '',
    documentReferrer: () => globalThis.document?.referrer ?? '',
    now: () => Date.now(),
    newId: randomId,
    deviceId: () => deviceId(),
    sessionHeaders: () => {
      const session = readStoredSession();
      return session
        ? {
            [ACCESS_TOKEN_HEADER]: session[ACCESS_TOKEN_HEADER],
            [CLIENT_HEADER]: session.client,
            [UID_HEADER]: session.uid,
          }
        : null;
    },
    fetch: (...args) => globalThis.fetch(...args),
    superProperties,
  };
}
