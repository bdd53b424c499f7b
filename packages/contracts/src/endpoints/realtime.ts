import type { Endpoint } from '../endpoint';
import { realtimeValueSchema } from '../bookings/realtime';
import { z } from '../zod';

// The realtime tree of SPEC §7 at /api/realtime/{path}: the path is the rest of the address
// (Fastify's `*`), so it may hold slashes; the fb_token comes as a bearer header or `?auth=`.

const realtimePathSchema = z.object({ '*': z.string() });
const realtimeQuerySchema = z.object({ auth: z.string().optional() });

/** Read the value at a path (null when absent). */
export const readRealtimeEndpoint = {
  method: 'GET',
  path: '/realtime/*',
  params: realtimePathSchema,
  query: realtimeQuerySchema,
  response: realtimeValueSchema,
} as const satisfies Endpoint;

/** Replace the value at a path. */
export const putRealtimeEndpoint = {
  method: 'PUT',
  path: '/realtime/*',
  params: realtimePathSchema,
  query: realtimeQuerySchema,
  body: realtimeValueSchema,
  response: realtimeValueSchema,
} as const satisfies Endpoint;

/** Merge children into the value at a path. */
export const patchRealtimeEndpoint = {
  method: 'PATCH',
  path: '/realtime/*',
  params: realtimePathSchema,
  query: realtimeQuerySchema,
  body: realtimeValueSchema,
  response: realtimeValueSchema,
} as const satisfies Endpoint;

/** Remove the value at a path. */
export const deleteRealtimeEndpoint = {
  method: 'DELETE',
  path: '/realtime/*',
  params: realtimePathSchema,
  query: realtimeQuerySchema,
  response: realtimeValueSchema,
} as const satisfies Endpoint;
