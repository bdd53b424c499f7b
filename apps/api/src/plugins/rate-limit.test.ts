import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { testConfig } from '../test/app';
import { RATE_LIMIT_REDIS_NAMESPACE, authRateLimit } from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A test app with one auth-limited route; a unique path keeps Redis counters of reruns apart. */
async function appWithLimitedRoute(
  overrides: Record<string, string>,
  routePath: string,
  database?: DatabaseHandle,
): Promise<App> {
  const app = await buildApp(testConfig({ AUTH_RATE_LIMIT_MAX: '2', ...overrides }), {
    ...(database ? { database } : {}),
  });
  app.post(routePath, { config: { rateLimit: authRateLimit(app.config) } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}

const uniquePath = () => `/api/test/limited-${Date.now().toString(36)}-${process.pid}`;

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    retryStrategy: null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('auth rate limit, memory store', () => {
  const apps: App[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('answers the third call in the window with 429, Retry-After and the one error shape', async () => {
    const path = uniquePath();
    const app = await appWithLimitedRoute({}, path);
    apps.push(app);
    const call = () => app.inject({ method: 'POST', url: path });

    expect((await call()).statusCode).toBe(200);
    const second = await call();
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');

    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(third.json()).toMatchObject({
      errors: ['Too many requests. Please wait a moment and try again.'],
    });
  });

  it('leaves routes without a rateLimit config unlimited', async () => {
    const app = await buildApp(testConfig({ AUTH_RATE_LIMIT_MAX: '1' }));
    apps.push(app);
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

const redisUp = await redisReachable();
if (!redisUp) console.warn(`Redis not reachable at ${REDIS_URL}: the Redis store test is skipped.`);

describe.runIf(redisUp)('auth rate limit, Redis store (REDIS_URL)', () => {
  const apps: App[] = [];
  const database = openDatabase(testConfig());
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
    redis.disconnect();
  });

  it('counts in Redis, so the limit holds across API instances', async () => {
    await database.migrate();
    const path = uniquePath();
    const first = await appWithLimitedRoute({ REDIS_URL }, path, database);
    const second = await appWithLimitedRoute({ REDIS_URL }, path, database);
    apps.push(first, second);

    expect((await first.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    expect((await second.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const third = await first.inject({ method: 'POST', url: path });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const keys = await redis.keys(`${RATE_LIMIT_REDIS_NAMESPACE}POST${path}-*`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0] ?? '')).toBe('3');
  });

  it('closes its Redis connection when the app closes', async () => {
    const app = await appWithLimitedRoute({ REDIS_URL }, uniquePath(), database);
    await app.inject({ method: 'GET', url: '/api/health' });
    const ownConnections = async () =>
      String(await redis.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${RATE_LIMIT_REDIS_NAMESPACE}${process.pid} `))
        .length;
    const before = await ownConnections();
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ownConnections()).toBe(before - 1);
  });
});
