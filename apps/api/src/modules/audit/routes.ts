import { accessLogEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { listAccessLog } from './service';

/** Data rights: the signed-in person reads who accessed their record (issue 12). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    accessLogEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'Who read or changed the caller’s health record, newest first',
        querystring: accessLogEndpoint.query,
        response: { 200: accessLogEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => {
      const { entries, nextBefore } = await listAccessLog(app.db, request.user.id, request.query);
      return { data: entries, next_before: nextBefore };
    },
  );
};
