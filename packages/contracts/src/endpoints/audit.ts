import type { Endpoint } from '../endpoint';
import { accessLogQuerySchema, accessLogResponseSchema } from '../telemetry/audit';

/** Who read or changed the caller's health record, newest first, a page at a time. */
export const accessLogEndpoint = {
  method: 'GET',
  path: '/customers/records/access_log',
  query: accessLogQuerySchema,
  response: accessLogResponseSchema,
} as const satisfies Endpoint;
