import {
  analyticsBatchEndpoint,
  analyticsFunnelEndpoint,
  analyticsRetentionEndpoint,
  errorResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../../lib/signed-in-viewer';
import { analyticsSettingsFromConfig, recordAnalyticsBatch } from './events';
import { analyticsFunnel, analyticsRetention } from './funnel';

/**
 * Per client address: a tab sends a batch every 5 s at most (SPEC §9 flush), 12 a minute; a
 * household or office behind one address gets room for several, a flood does not.
 */
export const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };
/** 50 events (SPEC §9 batch) of ordinary size fit many times over; a bloated batch is 413. */
const ANALYTICS_BODY_LIMIT_BYTES = 256 * 1024;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = analyticsSettingsFromConfig(app.config, (reason) =>
    app.log.warn({ reason }, 'analytics forwarding failed; the events stay stored here'),
  );

  app.post(
    analyticsBatchEndpoint.path,
    {
      // The session is read, never rotated: batches also leave with keepalive as a page closes,
      // when no one could store a new token.
      config: { access: 'optional-session', rotateToken: false, rateLimit: ANALYTICS_RATE_LIMIT },
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      schema: {
        tags: ['telemetry'],
        summary: 'Store a batch of analytics events (sent only after the person allowed it)',
        body: analyticsBatchEndpoint.body,
        response: {
          202: analyticsBatchEndpoint.response,
          413: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await signedInViewer(app, request, reply);
      const sender =
        userId === null ? null : { userId, uuid: request.user.uuid, email: request.user.email };
      const { stored, forwarding } = await recordAnalyticsBatch(
        app.db,
        settings,
        request.body,
        sender,
        app.clock.now(),
      );
      // Forwarding happens after the answer; it logs its own failures.
      void forwarding;
      return reply.code(202).send({ stored });
    },
  );

  app.get(
    analyticsFunnelEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        querystring: analyticsFunnelEndpoint.query,
        response: {
          200: analyticsFunnelEndpoint.response,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => analyticsFunnel(app.db, request.query, app.clock.now()),
  );

  app.get(
    analyticsRetentionEndpoint.path,
    {
      config: { access: 'admin-token' },
      schema: {
        hide: true,
        querystring: analyticsRetentionEndpoint.query,
        response: {
          200: analyticsRetentionEndpoint.response,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => analyticsRetention(app.db, request.query.weeks, app.clock.now()),
  );
};
