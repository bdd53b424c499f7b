import { errorResponseSchema, healthEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseLiveness } from '../../db/liveness';
import { describeDatabaseError } from '../../db/unavailable';

export const healthRoutes: FastifyPluginAsyncZod<{ liveness: DatabaseLiveness }> = async (
  app,
  { liveness },
) => {
  app.get(
    healthEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthEndpoint.response, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The database's answer of the last second (db/liveness.ts), not a query per call.
      const database = await liveness.check();
      if (database.up) return { status: 'ok' as const, database: 'ok' as const };
      request.log.warn(
        { reason: describeDatabaseError(database.error) },
        'health check: database unreachable',
      );
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ errors: ['The database is not reachable.'], code: 'service_unavailable' });
    },
  );
};
