import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { traceStatements } from '../db/statement-spans';
import { nowNs, runInSpan, type ActiveSpan } from '../lib/tracing/active-span';
import {
  createOtlpExporter,
  newSpanId,
  newTraceId,
  type OtlpExporter,
} from '../lib/tracing/otlp-exporter';

// HTTP server spans for every request (issue 15), exported by OTLP when the operator sets
// OTEL_EXPORTER_OTLP_ENDPOINT. Off (the default), no hook is added: requests pay nothing.
// A W3C `traceparent` from the caller (the web's own traces) makes the span its child. The
// request's span is current (lib/tracing/active-span.ts) for everything the request runs, so that
// its SQL statements and transactions become its children (db/statement-spans.ts).

const API_SERVICE_NAME = 'kaizen-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OTLP exporter, when tracing is configured (the web's spans go through it too). */
    traces: OtlpExporter | null;
  }
}

interface RequestSpan {
  active: ActiveSpan;
  parentSpanId: string | undefined;
  startNs: bigint;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const spans = new WeakMap<FastifyRequest, RequestSpan>();

export function registerTracing(
  app: FastifyInstance,
  endpoint: string | undefined,
  database: DatabaseHandle,
): void {
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
  traceStatements(database);
  const record: ActiveSpan['record'] = (span) => exporter.add(API_SERVICE_NAME, span);

  // A callback hook: the rest of the request runs inside `runInSpan` (Fastify's body parsing
  // keeps the asynchronous context, so the span is still current in the handler).
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = TRACEPARENT.exec(String(request.headers.traceparent ?? ''));
    const span: RequestSpan = {
      active: { traceId: parent?.[1] ?? newTraceId(), spanId: newSpanId(), record },
      parentSpanId: parent?.[2],
      startNs: nowNs(),
    };
    spans.set(request, span);
    runInSpan(span.active, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    // The route's template (`/api/bookings/:id`), never the address with its ids and query.
    const route = request.routeOptions.url ?? '(unmatched)';
    exporter.add(API_SERVICE_NAME, {
      traceId: span.active.traceId,
      spanId: span.active.spanId,
      parentSpanId: span.parentSpanId,
      startNs: span.startNs,
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
