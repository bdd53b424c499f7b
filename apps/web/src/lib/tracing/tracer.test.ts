import {
  TRACING_BATCH_SIZE,
  TRACING_INACTIVITY_FLUSH_MS,
  TRACING_RETRY_QUEUE_DISCARD_MS,
  type ClientSpan,
} from '@kaizen/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracer, RETRY_QUEUE_BATCHES, type TracerEnvironment } from './tracer';

// SPEC §9 tracing numbers with fake timers: batch 100, inactivity flush 30,000 ms, retry codes
// 402/407/408/429, retry queue discarded after 24 h.

let counter = 0;
function setup(answers: number[] = [], sampled = true) {
  const sent: ClientSpan[][] = [];
  const env: TracerEnvironment = {
    now: () => Date.now(),
    randomHex: (bytes) => (counter += 1).toString(16).padStart(bytes * 2, '0'),
    sampled: async () => sampled,
    send: async (spans) => {
      sent.push(spans);
      return answers.shift() ?? 202;
    },
  };
  return { tracer: createTracer(env), sent };
}
const spans = (tracer: ReturnType<typeof createTracer>, count: number) => {
  for (let i = 0; i < count; i++) tracer.startSpan(`span ${i}`).end();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('client tracing (SPEC §9)', () => {
  it('sends a batch as soon as it holds 100 spans', async () => {
    const { tracer, sent } = setup();
    spans(tracer, TRACING_BATCH_SIZE - 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    spans(tracer, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.length)).toEqual([100]);
  });

  it('sends after 30,000 ms without a new span, each span restarting the wait', async () => {
    const { tracer, sent } = setup();
    spans(tracer, 1);
    await vi.advanceTimersByTimeAsync(TRACING_INACTIVITY_FLUSH_MS - 1);
    spans(tracer, 1);
    await vi.advanceTimersByTimeAsync(TRACING_INACTIVITY_FLUSH_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((batch) => batch.length)).toEqual([2]);
  });

  it('records the span with its times, ids and attributes', async () => {
    const { tracer, sent } = setup();
    const span = tracer.startSpan('GET /api/x', { 'http.request.method': 'GET' });
    await vi.advanceTimersByTimeAsync(250);
    span.end({ 'http.response.status_code': 500 }, true);
    span.end();
    await tracer.flush();
    expect(sent[0]).toEqual([
      {
        trace_id: span.traceId,
        span_id: span.spanId,
        name: 'GET /api/x',
        start_ms: Date.parse('2026-03-02T10:00:00Z'),
        end_ms: Date.parse('2026-03-02T10:00:00.250Z'),
        attributes: { 'http.request.method': 'GET', 'http.response.status_code': 500 },
        error: true,
      },
    ]);
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([402, 407, 408, 429, 0])(
    'keeps a batch answered %i for the next delivery',
    async (status) => {
      const { tracer, sent } = setup([status]);
      spans(tracer, 1);
      await tracer.flush();
      spans(tracer, 1);
      await tracer.flush();
      expect(sent.map((batch) => batch.map((span) => span.name))).toEqual([
        ['span 0'],
        ['span 0'],
        ['span 0'],
      ]);
    },
  );

  it.each([400, 401, 404, 413, 422, 500, 503])('drops a batch answered %i', async (status) => {
    const { tracer, sent } = setup([status]);
    spans(tracer, 1);
    await tracer.flush();
    await tracer.flush();
    expect(sent).toHaveLength(1);
  });

  it('discards a batch waiting for a retry once it is 24 h old', async () => {
    const { tracer, sent } = setup([429, 429]);
    spans(tracer, 1);
    await tracer.flush();
    await vi.advanceTimersByTimeAsync(TRACING_RETRY_QUEUE_DISCARD_MS - 1);
    await tracer.flush(); // 429 again: still within 24 h of the first failure
    await vi.advanceTimersByTimeAsync(1);
    spans(tracer, 1);
    await tracer.flush();
    expect(sent.map((batch) => batch[0]?.name)).toEqual(['span 0', 'span 0', 'span 0']);
  });

  it('keeps at most ten batches for retrying', async () => {
    const { tracer, sent } = setup(Array(200).fill(429));
    for (let i = 0; i < RETRY_QUEUE_BATCHES + 2; i++) {
      spans(tracer, 1);
      await tracer.flush();
    }
    sent.length = 0;
    await tracer.flush();
    expect(sent).toHaveLength(RETRY_QUEUE_BATCHES);
  });

  it('sends nothing when this app is not sampled', async () => {
    const { tracer, sent } = setup([], false);
    spans(tracer, TRACING_BATCH_SIZE);
    await vi.advanceTimersByTimeAsync(TRACING_INACTIVITY_FLUSH_MS);
    expect(sent).toHaveLength(0);
  });

  it('drops everything unsent when discarded (consent withdrawn)', async () => {
    const { tracer, sent } = setup([429]);
    spans(tracer, 1);
    await tracer.flush();
    spans(tracer, 1);
    tracer.discard();
    await vi.advanceTimersByTimeAsync(TRACING_INACTIVITY_FLUSH_MS);
    await tracer.flush();
    expect(sent).toHaveLength(1);
  });
});
