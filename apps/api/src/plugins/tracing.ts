import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createOtlpExporter,
  newSpanId,
  newTraceId,
  type OtlpExporter,
} from '../lib/tracing/otlp-exporter';

// HTTP server spans for every request (issue 15), exported by OTLP when the operator sets
// OTEL_EXPORTER_OTLP_ENDPOINT. Off (the default), no hook is added: requests pay nothing.
// A W3C `traceparent` from the caller (the web's own traces) makes the span its child.

export const API_SERVICE_NAME = 'kaizen-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OTLP exporter, when tracing is configured (the web's spans go through it too). */
    traces: OtlpExporter | null;
  }
}

interface RequestSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  startNs: bigint;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
/** Nanoseconds since the epoch, monotonic within the process. */
const originNs = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();
export const nowNs = () => originNs + process.hrtime.bigint();

const spans = new WeakMap<FastifyRequest, RequestSpan>();

export function registerTracing(app: FastifyInstance, endpoint: string | undefined): void {
  if (!endpoint) {
    app.decorate('traces', null);
    return;
  }
  const exporter = createOtlpExporter({
    endpoint,
    onFailure: (reason) => app.log.warn({ reason }, 'trace export failed; spans dropped'),
  });
  app.decorate('traces', exporter);
  app.addHook('onClose', () => exporter.close());

  app.addHook('onRequest', async (request) => {
    const parent = TRACEPARENT.exec(String(request.headers.traceparent ?? ''));
    spans.set(request, {
      traceId: parent?.[1] ?? newTraceId(),
      spanId: newSpanId(),
      parentSpanId: parent?.[2],
      startNs: nowNs(),
    });
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    // The route's template (`/api/bookings/:id`), never the address with its ids and query.
    const route = request.routeOptions.url ?? '(unmatched)';
    exporter.add(API_SERVICE_NAME, {
      ...span,
      name: `${request.method} ${route}`,
      kind: 2,
      endNs: nowNs(),
      attributes: {
        'http.request.method': request.method,
        'http.route': route,
        'http.response.status_code': reply.statusCode,
      },
      error: reply.statusCode >= 500,
    });
  });
}
