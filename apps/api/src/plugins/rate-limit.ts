import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: authRateLimit(app.config) }`), so that
 * every auth route is limited without slowing the rest. The store is Redis when REDIS_URL is set
 * (shared by all API instances), memory otherwise.
 */
export const authRateLimit = (config: Config) => ({
  max: config.AUTH_RATE_LIMIT_MAX,
  timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS,
});

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
  });
}
