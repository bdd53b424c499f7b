import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeDatabaseError } from '../../db/unavailable';

const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: z.object({ errors: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn(
          { reason: describeDatabaseError(error) },
          'health check: database unreachable',
        );
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ errors: ['The database is not reachable.'] });
      }
    },
  );
};
