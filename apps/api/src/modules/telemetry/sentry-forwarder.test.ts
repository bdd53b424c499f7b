import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../test/recording-server';
import type { NewErrorReport } from './queries';
import { sentryTarget } from './sentry';
import {
  createSentryForwarder,
  retryAfterMs,
  SENTRY_MAX_ATTEMPTS,
  SENTRY_MAX_RETRY_AFTER_MS,
  type SentryForwarder,
} from './sentry-forwarder';

// Sentry forwarding retries what is transient (429 with Retry-After, 5xx, network) with backoff,
// drops what the service refuses (other 4xx), and bounds its queue (issue 15), against a local
// stand-in of the error service.

const KEY = '0123456789abcdef0123456789abcdef';
const now = new Date('2026-03-02T10:00:00Z');
const report = (message: string): NewErrorReport => ({
  message,
  stack: null,
  componentStack: null,
  url: null,
  userAgent: null,
  release: '1.0.0',
  releaseStage: 'production',
  place: 'route /home/',
  fingerprint: 'f'.repeat(16),
  clientId: null,
  occurredAt: now,
  receivedAt: now,
});
const eventIdOf = (body: string) => JSON.parse(body.split('\n')[0] ?? '{}').event_id as string;

let server: RecordingServer;
let forwarder: SentryForwarder | undefined;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  forwarder?.close();
  server.received.length = 0;
  server.answerWith(200);
});

/** A forwarder whose waits are recorded and end at once (then `onWait` may change the answer). */
function forwarderFor(
  origin: string,
  onWait: (ms: number) => void = () => {},
  queueLimit?: number,
) {
  const target = sentryTarget(`${origin.replace('//', `//${KEY}@`)}/7`);
  if (!target) throw new Error('bad DSN');
  const waits: number[] = [];
  const failures: string[] = [];
  forwarder = createSentryForwarder(target, {
    sleep: async (ms) => {
      waits.push(ms);
      onWait(ms);
    },
    onFailure: (reason) => failures.push(reason),
    ...(queueLimit ? { queueLimit } : {}),
  });
  return { forwarder, waits, failures };
}

describe('Sentry forward retries', () => {
  it('retries a 5xx after a backoff and resends the same event', async () => {
    server.answerWith(503);
    const { forwarder, waits, failures } = forwarderFor(server.origin, () =>
      server.answerWith(200),
    );
    forwarder.send(report('boom'), now);
    await forwarder.idle();
    expect(server.received).toHaveLength(2);
    expect(waits).toEqual([1_000]);
    expect(failures).toEqual(['the error service answered 503; will try again']);
    const [first, second] = server.received;
    expect(eventIdOf(second?.body ?? '')).toBe(eventIdOf(first?.body ?? ''));
    expect(second?.path).toBe('/api/7/envelope/');
  });

  it('waits as long as a 429 Retry-After says', async () => {
    server.answerWith(429, '{}', { 'retry-after': '7' });
    const { forwarder, waits } = forwarderFor(server.origin, () => server.answerWith(200));
    forwarder.send(report('slow down'), now);
    await forwarder.idle();
    expect(waits).toEqual([7_000]);
    expect(server.received).toHaveLength(2);
  });

  it('gives up after the last try, doubling the wait each time', async () => {
    server.answerWith(500);
    const { forwarder, waits, failures } = forwarderFor(server.origin);
    forwarder.send(report('down'), now);
    await forwarder.idle();
    expect(server.received).toHaveLength(SENTRY_MAX_ATTEMPTS);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(failures.at(-1)).toBe('the error service answered 500; not sent again');
  });

  it('does not retry a refused report (4xx)', async () => {
    server.answerWith(400);
    const { forwarder, waits, failures } = forwarderFor(server.origin);
    forwarder.send(report('refused'), now);
    await forwarder.idle();
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(failures).toEqual(['the error service answered 400; not sent again']);
  });

  it('retries when the service cannot be reached', async () => {
    const gone = await startRecordingServer();
    await gone.close();
    const { forwarder, waits, failures } = forwarderFor(gone.origin);
    forwarder.send(report('offline'), now);
    await forwarder.idle();
    expect(waits).toHaveLength(SENTRY_MAX_ATTEMPTS - 1);
    expect(failures.at(-1)).toMatch(/not sent again$/);
  });

  it('keeps at most the queue limit waiting, dropping the oldest', async () => {
    server.answerWith(503);
    // The first report is being tried while four more arrive; the queue holds two.
    const { forwarder, failures } = forwarderFor(server.origin, () => server.answerWith(200), 2);
    for (const message of ['r1', 'r2', 'r3', 'r4', 'r5']) forwarder.send(report(message), now);
    await forwarder.idle();
    const messages = server.received.map((request) => {
      const event = JSON.parse(request.body.trimEnd().split('\n')[2] ?? '{}');
      return event.exception.values[0].value as string;
    });
    expect(messages).toEqual(['r1', 'r1', 'r4', 'r5']);
    expect(failures.filter((reason) => reason.includes('queue is full'))).toHaveLength(2);
  });

  it('reads Retry-After as seconds or a date, capped', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs('86400')).toBe(SENTRY_MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
