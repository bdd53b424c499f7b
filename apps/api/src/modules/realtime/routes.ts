import {
  deleteRealtimeEndpoint,
  errorResponseSchema,
  patchRealtimeEndpoint,
  putRealtimeEndpoint,
  readRealtimeEndpoint,
} from '@kaizen/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  deleteRealtime,
  patchRealtime,
  putRealtime,
  readRealtime,
  realtimeUserFromToken,
  refuseTooDeep,
} from './service';

const refusals = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};
type RealtimeEndpoint =
  | typeof readRealtimeEndpoint
  | typeof putRealtimeEndpoint
  | typeof patchRealtimeEndpoint
  | typeof deleteRealtimeEndpoint;
const schema = (endpoint: RealtimeEndpoint, summary: string) => ({
  tags: ['realtime'],
  summary,
  params: endpoint.params,
  /** The fb_token may come as `?auth=` (Firebase REST style) instead of an Authorization header. */
  querystring: endpoint.query,
  response: { 200: endpoint.response, ...refusals },
});
const withBody = (
  endpoint: typeof putRealtimeEndpoint | typeof patchRealtimeEndpoint,
  summary: string,
) => ({
  ...schema(endpoint, summary),
  body: endpoint.body,
});

/** What userOf reads of a request; every realtime route has this query schema. */
type TokenCarrier = Pick<FastifyRequest, 'headers'> & {
  query: z.infer<typeof readRealtimeEndpoint.query>;
};

function fbToken(request: TokenCarrier): string | undefined {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? request.query.auth;
}

/** The realtime tree of SPEC §7 at /api/realtime/{path}, authenticated by the user's fb_token. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET must be resolved before the realtime routes load');
  const userOf = (request: TokenCarrier) =>
    realtimeUserFromToken(app.db, secret, fbToken(request), app.clock.now());

  // A stored value may be a bare string, which Fastify would otherwise send as text/plain: every
  // answer here is JSON text, as from a Firebase REST database. Values were checked on the way in.
  app.addHook('preValidation', async (request) => refuseTooDeep(request.body));
  app.addHook('preHandler', async (_request, reply) => {
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
  });

  app.get(
    readRealtimeEndpoint.path,
    {
      config: { access: 'fb-token' },
      schema: schema(readRealtimeEndpoint, 'Read the value at a path (null when absent)'),
    },
    async (request) => readRealtime(app.db, await userOf(request), request.params['*']),
  );
  app.put(
    putRealtimeEndpoint.path,
    {
      config: { access: 'fb-token' },
      schema: withBody(putRealtimeEndpoint, 'Replace the value at a path'),
    },
    async (request) =>
      putRealtime(
        app.db,
        await userOf(request),
        request.params['*'],
        request.body,
        app.clock.now(),
      ),
  );
  app.patch(
    patchRealtimeEndpoint.path,
    {
      config: { access: 'fb-token' },
      schema: withBody(patchRealtimeEndpoint, 'Merge children into the value at a path'),
    },
    async (request) =>
      patchRealtime(
        app.db,
        await userOf(request),
        request.params['*'],
        request.body,
        app.clock.now(),
      ),
  );
  app.delete(
    deleteRealtimeEndpoint.path,
    {
      config: { access: 'fb-token' },
      schema: schema(deleteRealtimeEndpoint, 'Remove the value at a path'),
    },
    async (request) =>
      deleteRealtime(app.db, await userOf(request), request.params['*'], app.clock.now()),
  );
};
