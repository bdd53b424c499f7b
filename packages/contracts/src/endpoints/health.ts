import type { Endpoint } from '../endpoint';
import { z } from '../zod';
import { HEALTH_PATH } from './zod-free-paths';

/** The liveness answer: the API is up and its database answered within the last second. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

/** Liveness and database check (503 with Retry-After while the database is unreachable). */
export const healthEndpoint = {
  method: 'GET',
  path: HEALTH_PATH,
  response: healthResponseSchema,
} as const satisfies Endpoint;
