import type { Endpoint } from '../endpoint';
import { operatorCheckResponseSchema } from '../organisations/operator';
import { outboxListSchema, outboxQuerySchema } from '../outbox';

// Operator routes: they answer only the deployment's ADMIN_TOKEN (x-admin-token), 404 otherwise.

/** The console's gate: 200 for the right token, so it can tell a wrong token from no answer. */
export const operatorCheckEndpoint = {
  method: 'GET',
  path: '/admin/operator',
  response: operatorCheckResponseSchema,
} as const satisfies Endpoint;

/** The newest outgoing emails and texts (the e2e suite's mailbox, and an operator's). */
export const outboxEndpoint = {
  method: 'GET',
  path: '/admin/outbox',
  query: outboxQuerySchema,
  response: outboxListSchema,
} as const satisfies Endpoint;
