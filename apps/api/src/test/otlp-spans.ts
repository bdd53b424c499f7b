import type { RecordingServer } from './recording-server';

// The spans a local trace-collector stand-in received (OTLP/HTTP JSON), for tracing tests.

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
  status: { code: number };
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** Every span the collector received, with its service name and the path it was sent to. */
export const exportedSpans = (collector: RecordingServer) =>
  collector.received.flatMap((request) =>
    (JSON.parse(request.body) as OtlpRequest).resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.map((span) => ({
          service: resource.resource.attributes[0]?.value.stringValue,
          path: request.path,
          span,
        })),
      ),
    ),
  );

/** The OTLP value of a span's attribute (`{ stringValue }`, `{ intValue }`…). */
export const spanAttribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value;
