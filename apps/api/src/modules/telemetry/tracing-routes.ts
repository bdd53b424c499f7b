import {
  clientSpansEndpoint,
  errorResponseSchema,
  tracingSettingsEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';

const WEB_SERVICE_NAME = 'kaizen-web';
export const TRACING_OFF_MESSAGE = 'Tracing is not set up on this server.';
/** Per client address: a batch per 30 s idle (SPEC §9) is far below it. */
const SPAN_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The web app's traces (contracts tracing.ts): settings, and spans passed to the collector. */
export const tracingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  app.get(
    tracingSettingsEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The web app's trace sampling",
        response: { 200: tracingSettingsEndpoint.response },
      },
    },
    async () => ({ sampling_probability: app.traces ? app.config.OTEL_WEB_SAMPLE_RATIO : 0 }),
  );

  app.post(
    clientSpansEndpoint.path,
    {
      config: { access: 'public', rateLimit: SPAN_RATE_LIMIT },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: "Export a batch of the web app's spans (1 to 100) to the trace collector",
        body: clientSpansEndpoint.body,
        response: {
          202: clientSpansEndpoint.response,
          404: errorResponseSchema,
          413: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const traces = app.traces;
      if (!traces) throw notFound(TRACING_OFF_MESSAGE);
      for (const span of request.body.spans) {
        traces.add(WEB_SERVICE_NAME, {
          traceId: span.trace_id,
          spanId: span.span_id,
          name: span.name,
          kind: 3,
          startNs: BigInt(span.start_ms) * 1_000_000n,
          endNs: BigInt(Math.max(span.end_ms, span.start_ms)) * 1_000_000n,
          attributes: span.attributes,
          error: span.error,
        });
      }
      return reply.code(202).send({ success: true });
    },
  );
};
