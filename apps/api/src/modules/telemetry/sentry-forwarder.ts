import { sentryEnvelope, type SentryTarget } from './sentry';
import type { NewErrorReport } from './queries';

// Delivery of error reports to the Sentry-style service (issue 15) with retries: the service
// being briefly down or rate-limiting us must not lose reports, yet a report it refuses (4xx)
// is not sent again, and a long outage cannot grow memory without bound. The envelope is made
// once, so a resent report keeps its event_id and the service stores it once.

const SENTRY_TIMEOUT_MS = 10_000;
/** Reports waiting to be sent; when full the oldest is dropped (it stays stored here). */
const SENTRY_QUEUE_LIMIT = 100;
/** Tries per report, the first included. */
export const SENTRY_MAX_ATTEMPTS = 5;
/** Backoff after a 5xx or network failure: 1 s, 2 s, 4 s, 8 s (doubling, capped at 60 s). */
const SENTRY_BASE_DELAY_MS = 1_000;
const SENTRY_MAX_DELAY_MS = 60_000;
/** A 429's Retry-After is obeyed up to this; longer asks are shortened to it. */
export const SENTRY_MAX_RETRY_AFTER_MS = 5 * 60_000;

interface SentryForwarderOptions {
  fetch?: typeof fetch;
  /** Waits between tries; tests pass one that records the delay. */
  sleep?: (ms: number) => Promise<void>;
  queueLimit?: number;
  onFailure: (reason: string) => void;
}

export interface SentryForwarder {
  /** Queues a stored report; returns at once (the page never waits on a third party). */
  send(report: NewErrorReport, now: Date): void;
  /** Resolves when the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops sending; queued reports stay stored in Kaizen's database only. */
  close(): void;
}

type Outcome =
  | { kind: 'sent' }
  | { kind: 'drop'; reason: string }
  | { kind: 'retry'; reason: string; afterMs?: number };

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), SENTRY_MAX_RETRY_AFTER_MS);
}

const backoffMs = (failedAttempts: number) =>
  Math.min(SENTRY_BASE_DELAY_MS * 2 ** (failedAttempts - 1), SENTRY_MAX_DELAY_MS);

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createSentryForwarder(
  target: SentryTarget,
  options: SentryForwarderOptions,
): SentryForwarder {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const limit = options.queueLimit ?? SENTRY_QUEUE_LIMIT;
  const queue: string[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  const attempt = async (envelope: string): Promise<Outcome> => {
    try {
      const response = await send(target.envelopeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_client=kaizen-api/1.0, sentry_key=${target.publicKey}`,
        },
        body: envelope,
        signal: AbortSignal.timeout(SENTRY_TIMEOUT_MS),
      });
      if (response.ok) return { kind: 'sent' };
      const reason = `the error service answered ${response.status}`;
      if (response.status === 429) {
        return {
          kind: 'retry',
          reason,
          afterMs: retryAfterMs(response.headers.get('retry-after')),
        };
      }
      return response.status >= 500 ? { kind: 'retry', reason } : { kind: 'drop', reason };
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
  };

  const deliver = async (envelope: string) => {
    for (let tries = 1; !closed; tries++) {
      const outcome = await attempt(envelope);
      if (outcome.kind === 'sent') return;
      if (outcome.kind === 'drop' || tries >= SENTRY_MAX_ATTEMPTS) {
        options.onFailure(`${outcome.reason}; not sent again`);
        return;
      }
      options.onFailure(`${outcome.reason}; will try again`);
      await sleep(outcome.afterMs ?? backoffMs(tries));
    }
  };

  // One report at a time, in order: a rate-limited service is not hit by a burst of retries.
  const drain = async () => {
    while (!closed && queue.length > 0) await deliver(queue.shift() as string);
    running = null;
  };

  return {
    send(report, now) {
      if (closed) return;
      queue.push(sentryEnvelope(target, report, now));
      if (queue.length > limit) {
        queue.splice(0, queue.length - limit);
        options.onFailure('the error-report queue is full; the oldest report was not sent');
      }
      running ??= drain();
    },
    idle: async () => {
      while (running) await running;
    },
    close() {
      closed = true;
      queue.length = 0;
    },
  };
}
