import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/app';
import { signUp } from '../test/auth';
import { memoryLogStream, type LogLine } from '../test/log-lines';
import { REQUEST_TOO_SLOW_MESSAGE } from './transport';

// Issue 8 case 8: slow senders are cut, connections are capped, personal answers are never
// cached, token-bearing paths never reach the log, and a client that hangs up is not an error.

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(overrides: Record<string, string> = {}) {
  const logs = memoryLogStream();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...overrides }), {
    logStream: logs.stream,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { port, logs: logs.lines };
}

/** A raw connection that records what the server sends and when it closes. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  return { socket, closed, received: () => received };
}

const signInHead = (length: number) =>
  'POST /api/customers/authenticate/sign_in HTTP/1.1\r\nHost: localhost\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('request timeouts', () => {
  it('cuts a body sent one byte every 5 s with 408 once REQUEST_TIMEOUT_MS has passed', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' });
    const body = '{"login":"slow@example.com","password":"Correct-Horse-9"}';
    const connection = rawConnection(port);
    const startedAt = Date.now();
    connection.socket.write(signInHead(body.length));
    let sent = 0;
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed) connection.socket.write(body.charAt(sent++));
    }, 5_000);
    connection.socket.write(body.charAt(sent++));
    try {
      const closedAt = await connection.closed;
      expect(closedAt - startedAt).toBeLessThan(4_500);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(connection.received()).toContain(
        JSON.stringify({ errors: [REQUEST_TOO_SLOW_MESSAGE], code: 'request_timeout' }),
      );
    } finally {
      clearInterval(trickle);
      connection.socket.destroy();
    }
  }, 60_000);
});

describe('connection cap', () => {
  it('closes connections beyond MAX_CONNECTIONS and serves again once one ends', async () => {
    const { port } = await listening({ MAX_CONNECTIONS: '2' });
    const held = [rawConnection(port), rawConnection(port)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = rawConnection(port);
    refused.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await refused.closed;
    expect(refused.received()).toBe('');
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});

describe('an app with the default transport settings', () => {
  let shared: App;
  let port: number;
  let logs: LogLine[];
  beforeAll(async () => {
    ({ port, logs } = await listening({ AUTH_RATE_LIMIT_MAX: '2' }));
    if (!app) throw new Error('no app');
    shared = app;
    app = undefined;
  });
  afterAll(() => shared.close());

  it('bounds every request by default', () => {
    expect(shared.server.requestTimeout).toBe(30_000);
    expect(shared.server.headersTimeout).toBe(15_000);
    expect(shared.server.maxConnections).toBe(1_000);
  });

  it('answers no-store on personal, public, error and not-found API answers', async () => {
    const app = shared;
    const { session } = await signUp(app);
    const answers = await Promise.all([
      app.inject({
        method: 'GET',
        url: '/api/authenticate/validate_token',
        headers: session,
      }),
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/authenticate/validate_token' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves caching that a route chose (the public page stylesheet)', async () => {
    const response = await shared.inject({ method: 'GET', url: '/api/pages/page.css' });
    expect(response?.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('logs censor the join payload of a session-host path and a checkout payment id', async () => {
    const payload = 'eyJ0b2tlbiI6InNlY3JldC1qb2luLXRva2VuIn0';
    const paymentId = '0b5c7d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
    await shared.inject({ method: 'GET', url: `/session/7f0c/${payload}/web` });
    await shared.inject({ method: 'GET', url: `/api/payments/test-gateway/checkout/${paymentId}` });
    const text = JSON.stringify(logs);
    expect(text).not.toContain(payload);
    expect(text).not.toContain(paymentId);
    const urls = logs.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain('/session/7f0c/[redacted]/web');
    expect(urls).toContain('/api/payments/test-gateway/checkout/[redacted]');
  });

  it('logs no error line and no TypeError when clients hang up early', async () => {
    const hangUps = Array.from({ length: 30 }, (_, index) => {
      const connection = rawConnection(port);
      if (index % 2 === 0) {
        // Mid-body, on a rate-limited route (some of these are over the limit).
        connection.socket.write(`${signInHead(80)}{"login":"gone@example.com"`);
      } else {
        connection.socket.write(
          'GET /api/authenticate/validate_token HTTP/1.1\r\nHost: localhost\r\n' +
            'client: device-1\r\nuid: gone@example.com\r\naccess-token: x\r\n\r\n',
        );
      }
      setTimeout(() => connection.socket.destroy(), index * 2);
      return connection.closed;
    });
    await Promise.all(hangUps);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logs.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    expect(JSON.stringify(logs)).not.toContain('TypeError');
  });
});
