import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/app';
import { openDatabase, type DatabaseHandle } from './client';
import { describeDatabaseError, isDatabaseUnavailable } from './unavailable';

// Issue 8 case 1: a database that cannot be reached is the server's trouble, answered 503 in the
// one error shape with Retry-After; never a crash, never a 500. This runs on either database: the
// app is given a PostgreSQL pool pointing at a port where nothing listens.

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend', { code: '57P01', message: 'terminating connection' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['a cut link', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection exception class 08', { code: '08006', message: 'connection failure' }],
    [
      'a wrapped driver error',
      Object.assign(new Error('Failed query: select 1'), {
        cause: { code: '57P01', message: 'terminating connection due to administrator command' },
      }),
    ],
    ['an AggregateError of refusals', new AggregateError([{ code: 'ECONNREFUSED' }], '')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key' }],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('describes the lost link in one line, without query parameters', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: secret@example.com'), {
      cause: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
    expect(describeDatabaseError(error)).toBe(
      '57P01: terminating connection due to administrator command',
    );
  });
});

describe('with the database server unreachable', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    const port = await closedPort();
    database = openDatabase({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/kaizen`,
      DATABASE_CONNECT_TIMEOUT_MS: 1_000,
      DATA_DIR: 'memory://',
    });
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reports 503 on /api/health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ errors: ['The database is not reachable.'] });
  });

  it('answers a request that needs the database 503 in the one error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      payload: { login: 'someone@example.com', password: 'Correct-Horse-9' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      errors: ['The service is briefly unavailable. Please try again in a moment.'],
    });
  });
});
