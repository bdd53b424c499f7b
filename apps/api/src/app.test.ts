import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from './app';
import { INTERNAL_ERROR_MESSAGE } from './plugins/errors';
import { testConfig } from './test/app';
import { memoryLogStream, type LogLine } from './test/log-lines';

/** A test app with test-only routes, whose log lines are kept in memory. */
async function appWithTestRoutes(overrides: Record<string, string> = {}) {
  const { stream: logStream, lines: logs } = memoryLogStream();
  const app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...overrides }), { logStream });
  app.get('/api/test/boom', async () => {
    throw new Error('database password is hunter2 at /srv/secret/path');
  });
  app.post('/api/test/echo', { schema: { body: z.object({ text: z.string() }) } }, (request) => ({
    length: (request.body as { text: string }).text.length,
  }));
  return { app, logs };
}

describe('error answers and request ids', () => {
  let app: App;
  let logs: LogLine[];
  beforeAll(async () => {
    ({ app, logs } = await appWithTestRoutes({ BODY_LIMIT_BYTES: '2048' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a thrown error with 500, the fixed message and no details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: [INTERNAL_ERROR_MESSAGE], code: 'internal_error' });
    expect(res.body).not.toMatch(/hunter2|stack|\/srv\/|at .*\.ts/);
  });

  it('logs the error with the request id that the response names', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const errorLine = logs.find(
      (line) => line.msg === 'unhandled error' && line.reqId === requestId,
    );
    expect(errorLine).toBeDefined();
    expect(errorLine?.err).toMatchObject({ message: expect.stringContaining('hunter2') });
  });

  it('keeps a request id sent by a proxy, and names it on every response', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(res.headers['x-request-id']).toBe('lb-1234');
    expect(logs.some((line) => line.reqId === 'lb-1234' && line.msg === 'incoming request')).toBe(
      true,
    );
    const notFound = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(notFound.headers['x-request-id']).toBeDefined();
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 in the one error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: ['The request body is too large.'],
      code: 'payload_too_large',
    });
  });

  it('accepts a body under the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'x'.repeat(1000) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ length: 1000 });
  });

  it('answers invalid JSON with 400 in the one error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: ['The request body is not valid JSON.'],
      code: 'bad_request',
    });
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish when the app closes', async () => {
    const { app } = await appWithTestRoutes({ LOG_LEVEL: 'silent' });
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/api/test/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await requestArrived;
    const closed = app.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    // The keep-alive socket ends with the answer, so closing does not wait for its timeout.
    expect(res.headers.get('connection')).toBe('close');
    const answeredAt = Date.now();
    await closed;
    expect(Date.now() - answeredAt).toBeLessThan(2000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
