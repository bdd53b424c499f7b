import {
  ERROR_REPORT_BODY_LIMIT_BYTES,
  errorGroupsEndpoint,
  errorReportEndpoint,
  errorResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorGroups } from './queries';
import { sentryTarget } from './sentry';
import { createSentryForwarder } from './sentry-forwarder';
import { recordErrorReport } from './service';

/**
 * Per client address. Generous for a real page (an error boundary reports once per crash) yet
 * stops a looping client or a flood from filling the table.
 */
export const ERROR_REPORT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The config's pattern admits only DSNs this parses.
  const target = app.config.SENTRY_DSN ? sentryTarget(app.config.SENTRY_DSN) : null;
  const sentry = target
    ? createSentryForwarder(target, {
        onFailure: (reason) =>
          app.log.warn({ reason }, 'error report forwarding failed; the report stays stored here'),
      })
    : null;
  if (sentry) app.addHook('onClose', () => sentry.close());

  app.post(
    errorReportEndpoint.path,
    {
      config: { access: 'public', rateLimit: ERROR_REPORT_RATE_LIMIT },
      bodyLimit: ERROR_REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['telemetry'],
        summary: 'Store an error report of the web app',
        description:
          'Stored without emails, tokens and long numbers, grouped by fingerprint; forwarded as ' +
          'a Sentry envelope when SENTRY_DSN is set. At most 64 KiB, 30 per minute per address.',
        body: errorReportEndpoint.body,
        response: {
          202: errorReportEndpoint.response,
          413: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const stored = await recordErrorReport(app.db, request.body, {
        userAgentHeader: request.headers['user-agent'],
        now,
      });
      // Queued, not awaited: the page does not wait on a third party; the report is stored.
      sentry?.send(stored, now);
      return reply.code(202).send({ success: true });
    },
  );

  app.get(
    errorGroupsEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        response: { 200: errorGroupsEndpoint.response, 404: errorResponseSchema },
      },
    },
    async () => ({ data: await errorGroups(app.db) }),
  );
};
