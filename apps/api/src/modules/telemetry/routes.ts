import {
  errorReportRequestSchema,
  errorReportResponseSchema,
  errorResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordErrorReport } from './service';

/**
 * Per client address. Generous for a real page (an error boundary reports once per crash) yet
 * stops a looping client or a flood from filling the table.
 */
export const ERROR_REPORT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/telemetry/errors',
    {
      config: { access: 'public', rateLimit: ERROR_REPORT_RATE_LIMIT },
      schema: {
        tags: ['telemetry'],
        summary: 'Store an error report of the web app',
        body: errorReportRequestSchema,
        response: {
          202: errorReportResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await recordErrorReport(app.db, request.body, {
        userAgentHeader: request.headers['user-agent'],
        now: app.clock.now(),
      });
      return reply.code(202).send({ success: true });
    },
  );
};
