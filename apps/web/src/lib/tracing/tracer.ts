import {
  TRACING_BATCH_SIZE,
  TRACING_INACTIVITY_FLUSH_MS,
  TRACING_RETRY_QUEUE_DISCARD_MS,
  TRACING_RETRY_STATUS_CODES,
  type ClientSpan,
} from '@kaizen/contracts';

// The web app's span batching and delivery (issue 15, SPEC §9 tracing): batches of 100, sent
// when full or after 30 s without a new span; a batch answered 402, 407, 408 or 429 (or that
// never reached the server) waits in a retry queue for the next delivery and is discarded once
// 24 h old; any other answer ends it. Pure: time, timers, sampling and the network are passed in,
// so every SPEC number is tested with fake timers (tracer.test.ts).

/** Batches kept for retrying at most (1,000 spans): a long outage cannot grow memory. */
export const RETRY_QUEUE_BATCHES = 10;

export type AttributeValue = string | number | boolean;

export interface TracerEnvironment {
  now(): number;
  /** 16 random bytes as hex for a trace, 8 for a span. */
  randomHex(bytes: 16 | 8): string;
  /** Resolves whether this app sends spans (the sampling decision of sampling.ts). */
  sampled(): Promise<boolean>;
  /** POSTs a batch; the answer's status, 0 when the request failed before an answer. */
  send(spans: ClientSpan[], options: { closing: boolean }): Promise<number>;
}

export interface OpenSpan {
  readonly traceId: string;
  readonly spanId: string;
  /** Ends the span once; later calls do nothing. */
  end(attributes?: Record<string, AttributeValue>, error?: boolean): void;
}

export interface Tracer {
  startSpan(name: string, attributes?: Record<string, AttributeValue>, startMs?: number): OpenSpan;
  /** Sends what is queued and what waits for a retry. */
  flush(options?: { closing?: boolean }): Promise<void>;
  /** Drops everything unsent (consent withdrawn). */
  discard(): void;
}

const retryable = (status: number) =>
  status === 0 || (TRACING_RETRY_STATUS_CODES as readonly number[]).includes(status);

export function createTracer(env: TracerEnvironment): Tracer {
  let queue: ClientSpan[] = [];
  let retries: { spans: ClientSpan[]; firstFailedAt: number }[] = [];
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = async (spans: ClientSpan[], firstFailedAt: number, closing: boolean) => {
    const status = await env.send(spans, { closing });
    if (!retryable(status)) return;
    retries.push({ spans, firstFailedAt });
    if (retries.length > RETRY_QUEUE_BATCHES) retries = retries.slice(-RETRY_QUEUE_BATCHES);
  };

  const flush = async ({ closing = false } = {}) => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    const batches: ClientSpan[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, TRACING_BATCH_SIZE));
    const now = env.now();
    const due = retries.filter(
      (retry) => now - retry.firstFailedAt < TRACING_RETRY_QUEUE_DISCARD_MS,
    );
    retries = [];
    if ((batches.length === 0 && due.length === 0) || !(await env.sampled())) return;
    for (const retry of due) await deliver(retry.spans, retry.firstFailedAt, closing);
    for (const batch of batches) await deliver(batch, now, closing);
  };

  const finished = (span: ClientSpan) => {
    queue.push(span);
    if (queue.length >= TRACING_BATCH_SIZE) {
      void flush();
      return;
    }
    // Inactivity: every new span restarts the wait.
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void flush(), TRACING_INACTIVITY_FLUSH_MS);
  };

  return {
    startSpan(name, attributes = {}, startMs = env.now()) {
      const traceId = env.randomHex(16);
      const spanId = env.randomHex(8);
      let ended = false;
      return {
        traceId,
        spanId,
        end(more = {}, error = false) {
          if (ended) return;
          ended = true;
          finished({
            trace_id: traceId,
            span_id: spanId,
            name,
            start_ms: Math.round(startMs),
            end_ms: Math.max(Math.round(env.now()), Math.round(startMs)),
            attributes: { ...attributes, ...more },
            error,
          });
        },
      };
    },
    flush,
    discard() {
      clearTimeout(idleTimer);
      idleTimer = undefined;
      queue = [];
      retries = [];
    },
  };
}
