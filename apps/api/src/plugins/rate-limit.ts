import { CLIENT_HEADER } from '@kaizen/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { HttpError } from '../lib/http-errors';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Prefix of every rate-limit key in Redis, so the counters are easy to find and never collide. */
export const RATE_LIMIT_REDIS_NAMESPACE = 'kaizen-rl:';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: authRateLimit(app.config) }`), so that
 * every auth route is limited without slowing the rest. Counters are per client address and
 * per route.
 */
export const authRateLimit = (config: Config) => ({
  max: config.AUTH_RATE_LIMIT_MAX,
  timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
});

/**
 * The store is Redis when REDIS_URL is set (shared by all API instances), memory otherwise.
 * A 429 goes through the error handler with its Retry-After header.
 */
/**
 * validate_token runs at every app start and page reload, and a household or office shares one
 * address: it gets ten times the budget, counted per device (client id) as well as per address.
 */
export const sessionCheckRateLimit = (config: Config) => ({
  max: config.AUTH_RATE_LIMIT_MAX * 10,
  timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}:${String(request.headers[CLIENT_HEADER] ?? '')}`,
});

/**
 * validate_token per address, whatever client header is sent: three devices' worth, so that a
 * household or an office behind one address is not refused while one caller cannot mint budget
 * by inventing client ids. An onRequest hook of its own, because the plugin runs one limiter per
 * request (the route's per-device limit).
 */
export function sessionCheckAddressLimit(app: FastifyInstance) {
  const { config } = app;
  const check = app.createRateLimit({
    max: config.AUTH_RATE_LIMIT_MAX * 30,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `session-check-address:${request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, [TOO_MANY_REQUESTS_MESSAGE], {
        'retry-after': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };
}

/**
 * A limit per signed-in person, for a part of a request rather than a whole route (a coupon code
 * in a booking check or create): the handler calls it, so it counts only those requests. Throws
 * 429 with Retry-After past `max` in `timeWindow`.
 */
export function perPersonLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${name}:${String(request.user.id)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, [TOO_MANY_REQUESTS_MESSAGE], {
        'retry-after': String(Math.max(1, result.ttlInSeconds)),
      });
    }
  };
}

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.config.REDIS_URL ? connectRedis(app, app.config.REDIS_URL) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_REDIS_NAMESPACE } : {}),
    // A Redis outage must not lock every user out of signing in: limits pause, and it is logged.
    skipOnError: true,
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
  });
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // Names the instance in `CLIENT LIST`.
    connectionName: `${RATE_LIMIT_REDIS_NAMESPACE}${process.pid}`,
    // Fail a counter call fast instead of queueing requests behind a dead connection.
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
