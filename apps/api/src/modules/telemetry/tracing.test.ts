import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { exportedSpans, spanAttribute, type OtlpSpan } from '../../test/otlp-spans';
import { startRecordingServer, type RecordingServer } from '../../test/recording-server';
import { TRACING_OFF_MESSAGE } from './tracing-routes';

// Traces (issue 15): HTTP server spans exported by OTLP/HTTP JSON when configured, checked
// against a local collector stand-in; nothing made or sent otherwise.

let collector: RecordingServer;
let t: TestApp;
beforeAll(async () => {
  collector = await startRecordingServer();
  t = await createTestApp({
    OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.origin}/otlp/`,
    OTEL_WEB_SAMPLE_RATIO: '0.25',
  });
});
afterAll(async () => {
  await t.app.close();
  await collector.close();
});

const exported = () => exportedSpans(collector);

describe('API tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports a server span per request with the route template, method and status', async () => {
    const parent = '0af7651916cd43dd8448eb211c80319c';
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { traceparent: `00-${parent}-b7ad6b7169203331-01` },
    });
    await t.app.inject({ method: 'GET', url: '/api/providers/no-such-provider-here' });
    await t.app.traces?.flush();

    const health = exported().find(({ span }) => span.name === 'GET /api/health');
    expect(health).toMatchObject({ service: 'kaizen-api', path: '/otlp/v1/traces' });
    expect(health?.span).toMatchObject({
      traceId: parent,
      parentSpanId: 'b7ad6b7169203331',
      kind: 2,
      status: { code: 0 },
    });
    expect(health?.span.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(spanAttribute(health?.span as OtlpSpan, 'http.response.status_code')).toEqual({
      intValue: '200',
    });
    expect(BigInt(health?.span.endTimeUnixNano ?? 0)).toBeGreaterThanOrEqual(
      BigInt(health?.span.startTimeUnixNano ?? 1),
    );
    const provider = exported().find(({ span }) => span.name.startsWith('GET /api/providers/'));
    // The template, not the address: ids never reach the collector.
    expect(provider?.span.name).not.toContain('no-such-provider-here');
    expect(spanAttribute(provider?.span as OtlpSpan, 'http.route')?.stringValue).toMatch(
      /^\/api\/providers\/:/,
    );
  });

  it("passes the web app's spans on as kaizen-web and tells the web its sampling ratio", async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/telemetry/tracing' });
    expect(settings.json()).toEqual({ sampling_probability: 0.25 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/spans',
      payload: {
        spans: [
          {
            trace_id: 'a'.repeat(32),
            span_id: 'b'.repeat(16),
            name: 'page /therapy-psychiatry/',
            start_ms: 1_700_000_000_000,
            end_ms: 1_700_000_000_250,
            attributes: { 'page.route': '/therapy-psychiatry/' },
          },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    await t.app.traces?.flush();
    const web = exported().find(({ span }) => span.spanId === 'b'.repeat(16));
    expect(web).toMatchObject({ service: 'kaizen-web' });
    expect(web?.span).toMatchObject({
      name: 'page /therapy-psychiatry/',
      startTimeUnixNano: '1700000000000000000',
      endTimeUnixNano: '1700000000250000000',
    });
  });

  it('refuses bad spans with 422 and more than 100 at once', async () => {
    const span = { trace_id: 'x', span_id: 'b'.repeat(16), name: 'n', start_ms: 0, end_ms: 0 };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/spans',
      payload: { spans: [span] },
    });
    expect(bad.statusCode).toBe(422);
    const good = { ...span, trace_id: 'a'.repeat(32) };
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/spans',
      payload: { spans: Array(101).fill(good) },
    });
    expect(many.statusCode).toBe(422);
  });
});

describe('API tracing without configuration', () => {
  it('makes and sends no span, tells the web to sample nothing and refuses spans', async () => {
    const quiet = await createTestApp();
    try {
      expect(quiet.app.traces).toBeNull();
      const before = collector.received.length;
      await quiet.app.inject({ method: 'GET', url: '/api/health' });
      const settings = await quiet.app.inject({ method: 'GET', url: '/api/telemetry/tracing' });
      expect(settings.json()).toEqual({ sampling_probability: 0 });
      const spans = await quiet.app.inject({
        method: 'POST',
        url: '/api/telemetry/spans',
        payload: {
          spans: [
            {
              trace_id: 'a'.repeat(32),
              span_id: 'c'.repeat(16),
              name: 'n',
              start_ms: 1,
              end_ms: 2,
            },
          ],
        },
      });
      expect(spans.statusCode).toBe(404);
      expect(spans.json()).toMatchObject({ errors: [TRACING_OFF_MESSAGE] });
      expect(collector.received.length).toBe(before);
    } finally {
      await quiet.app.close();
    }
  });
});
