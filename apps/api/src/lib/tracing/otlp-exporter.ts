import { randomBytes } from 'node:crypto';

// Traces exported over OTLP/HTTP with the JSON encoding (issue 15; opentelemetry.io/docs/specs/
// otlp/#otlphttp): a hand-written exporter of a few spans kinds rather than the OpenTelemetry
// SDK, so the API's esbuild bundle stays small and nothing runs while tracing is off (no
// OTEL_EXPORTER_OTLP_ENDPOINT, the default: no exporter exists and no span is made).

export type AttributeValue = string | number | boolean;

export interface FinishedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string | undefined;
  name: string;
  /** 1 internal, 2 server, 3 client (OTLP SpanKind). */
  kind: 1 | 2 | 3;
  startNs: bigint;
  endNs: bigint;
  attributes: Record<string, AttributeValue>;
  error: boolean;
}

export const newTraceId = () => randomBytes(16).toString('hex');
export const newSpanId = () => randomBytes(8).toString('hex');

const attribute = (key: string, value: AttributeValue) => ({
  key,
  value:
    typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { boolValue: value }
        : Number.isInteger(value)
          ? { intValue: String(value) }
          : { doubleValue: value },
});

/** The ExportTraceServiceRequest of `spans` from one service. */
function otlpTraceRequest(serviceName: string, spans: readonly FinishedSpan[]) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [attribute('service.name', serviceName)] },
        scopeSpans: [
          {
            scope: { name: 'kaizen', version: '1' },
            spans: spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              startTimeUnixNano: span.startNs.toString(),
              endTimeUnixNano: span.endNs.toString(),
              attributes: Object.entries(span.attributes).map(([key, value]) =>
                attribute(key, value),
              ),
              // STATUS_CODE_ERROR = 2, UNSET = 0.
              status: { code: span.error ? 2 : 0 },
            })),
          },
        ],
      },
    ],
  };
}

export interface OtlpExporter {
  add(serviceName: string, span: FinishedSpan): void;
  /** Sends what is queued now (also on close). */
  flush(): Promise<void>;
}

interface OtlpExporterOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT; spans go to `{endpoint}/v1/traces`. */
  endpoint: string;
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Spans kept while the collector is unreachable; older ones are dropped first. */
  maxQueued?: number;
  fetch?: typeof fetch;
  onFailure: (reason: string) => void;
}

/** Batches spans per service and POSTs them every few seconds or when a batch is full. */
export function createOtlpExporter(options: OtlpExporterOptions): OtlpExporter & {
  close(): Promise<void>;
} {
  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const maxBatch = options.maxBatch ?? 512;
  const maxQueued = options.maxQueued ?? 4096;
  const queue: { service: string; span: FinishedSpan }[] = [];
  const send = options.fetch ?? fetch;

  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      const services = new Map<string, FinishedSpan[]>();
      for (const { service, span } of batch) {
        services.set(service, [...(services.get(service) ?? []), span]);
      }
      for (const [service, spans] of services) {
        try {
          const response = await send(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(otlpTraceRequest(service, spans)),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) options.onFailure(`the trace collector answered ${response.status}`);
        } catch (error) {
          options.onFailure(error instanceof Error ? error.message : String(error));
        }
      }
    }
  };
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5_000);
  timer.unref();
  return {
    add(service, span) {
      queue.push({ service, span });
      if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
      if (queue.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
