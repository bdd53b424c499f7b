import { ACCESS_LOG_PATH, accessLogQuerySchema, accessLogResponseSchema } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { listAccessLog } from './service';

/** Data rights: the signed-in person reads who accessed their record (issue 12). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCESS_LOG_PATH,
    {
      schema: {
        tags: ['records'],
        summary: 'Who read or changed the caller’s health record, newest first',
        querystring: accessLogQuerySchema,
        response: { 200: accessLogResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => {
      const { entries, nextBefore } = await listAccessLog(app.db, request.user.id, request.query);
      return { data: entries, next_before: nextBefore };
    },
  );
};
