import type { ClientSpan } from '@kaizen/contracts';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { createSafeStore } from '../storage';
import { foldPathIds } from '../telemetry';
import { traceApiCalls } from './instance';
import { createTracer } from './tracer';

// API calls become spans (issue 15): method and route-like path with ids folded and no query,
// the status, error at 5xx or no answer, and a W3C traceparent so the API's span is the child.

function setup(status: number | 'offline') {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (status === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { status, statusText: '', data: {}, headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError('', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const client = createHttpClient({ adapter, store: createSafeStore(() => undefined) });
  const sent: ClientSpan[] = [];
  let id = 0;
  const tracer = createTracer({
    now: () => Date.now(),
    randomHex: (bytes) => (id += 1).toString(16).padStart(bytes * 2, '0'),
    sampled: async () => true,
    send: async (spans) => {
      sent.push(...spans);
      return 202;
    },
  });
  const stop = traceApiCalls(client, tracer);
  return { client, tracer, sent, seen, stop };
}

describe('API call spans', () => {
  it('names the call by method and folded path, and sends a traceparent', async () => {
    const { client, tracer, sent, seen } = setup(200);
    await client.get('/bookings/4821/invoice?token=abc&email=meera%40example.com');
    await tracer.flush();
    expect(sent).toHaveLength(1);
    const [span] = sent;
    expect(span).toMatchObject({
      name: 'GET /api/bookings/:id/invoice',
      attributes: {
        'http.request.method': 'GET',
        'url.path': '/api/bookings/:id/invoice',
        'http.response.status_code': 200,
      },
      error: false,
    });
    expect(JSON.stringify(span)).not.toMatch(/token|meera|4821/);
    expect(seen[0]?.headers.get('traceparent')).toBe(`00-${span?.trace_id}-${span?.span_id}-01`);
  });

  it('marks server faults and calls without an answer as errors, not 4xx answers', async () => {
    for (const [status, error] of [
      [503, true],
      [404, false],
      ['offline', true],
    ] as const) {
      const { client, tracer, sent } = setup(status);
      // As the app's calls are written: relative to the API base, without a leading slash.
      await client.post('customers/profile', {}).catch(() => undefined);
      await tracer.flush();
      expect(sent[0]).toMatchObject({ name: 'POST /api/customers/profile', error });
    }
  });

  it('stops tracing once ejected (consent withdrawn)', async () => {
    const { client, tracer, sent, seen, stop } = setup(200);
    stop();
    await client.get('/features');
    await tracer.flush();
    expect(sent).toHaveLength(0);
    expect(seen[0]?.headers.has('traceparent')).toBe(false);
  });
});

describe('foldPathIds', () => {
  it('folds ids and tokens and drops the query and fragment', () => {
    expect(foldPathIds('/api/users/9f1c2e7a-0b1d/reset?token=x#y')).toBe('/api/users/:id/reset');
    expect(foldPathIds('/reset-password/abcdefghijklmnopqrstuvwxyzAB')).toBe('/reset-password/:id');
    expect(foldPathIds('/therapists/')).toBe('/therapists/');
  });
});
