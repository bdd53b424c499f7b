import http from 'node:http';
import type { Page, Request } from '@playwright/test';
import { TRACING_INACTIVITY_FLUSH_MS } from '@kaizen/contracts';
import { freePort, startAppServer } from './support/app-server';
import { waitForApp } from './support/hydration';
import { expect, test } from './support/fixtures';

// Issue 15, SPEC §9 client tracing: with a collector configured, the app's spans (a page load,
// a navigation, API calls) reach it through POST /api/telemetry/spans as service kaizen-web, the
// API's own span of a traced call its child, the API's SQL statements its requests' children;
// with none configured, nothing is sent anywhere.
// Tracing needs the analytics consent, like analytics.

const SPANS_PATH = '/api/telemetry/spans';
const LISTING = '/therapy-psychiatry/';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: OtlpAttribute[];
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A local OpenTelemetry collector stand-in: records every OTLP/HTTP JSON export. */
async function startCollector() {
  const received: OtlpRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(body) as OtlpRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const spansOf = (service: string) =>
    received.flatMap((request) =>
      request.resourceSpans
        .filter((resource) =>
          resource.resource.attributes.some((a) => a.value.stringValue === service),
        )
        .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
  return {
    origin: `http://127.0.0.1:${port}`,
    spansOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every request the page makes from now on. */
function requestsOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/**
 * The addresses of the page's calls in flight now. Not its telemetry posts: fire-and-forget
 * fetches with no time-out of their own, and under load some were reported unfinished for 30 s.
 */
function inFlight(page: Page): () => string[] {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/telemetry/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => [...pending].map((request) => request.url());
}

/** Until none of `pending` (page calls, telemetry aside) is in flight at either end of 0.5 s. */
async function settle(pending: () => string[]) {
  await expect
    .poll(
      async () => {
        const before = pending();
        await new Promise((resolve) => setTimeout(resolve, 500));
        return [...before, ...pending()];
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/**
 * Visits the listing, follows a link, then lets the SPEC §9 30 s of inactivity pass once the
 * page's calls have been answered. Not `waitForLoadState('networkidle')`: the document's idle state
 * is either long past (after a link inside the app) or, once in a fresh-clone run, never came
 * within a minute; and a call still in flight when the clock jumps times out (and is reported as
 * an error). Returns the page's calls in flight, to settle on again.
 */
async function browse(page: Page, baseURL: string) {
  const pending = inFlight(page);
  await page.clock.install();
  await page.goto(`${baseURL}${LISTING}`);
  // A link followed before hydration loads a new document: a second page load, no navigation.
  await waitForApp(page);
  await page.getByRole('link', { name: 'Therapy', exact: true }).click();
  await expect(page).toHaveURL(/experts/);
  await settle(pending);
  await page.clock.fastForward(TRACING_INACTIVITY_FLUSH_MS);
  return pending;
}

test.describe('client tracing', () => {
  test.use({ analyticsConsent: 'granted' });

  test('with no collector configured nothing is sent, nor leaves the machine', async ({
    page,
    baseURL,
  }) => {
    const requests = requestsOf(page);
    // Read at once: the body is gone once the page navigates.
    const settings = page
      .waitForResponse((response) => response.url().endsWith('/api/telemetry/tracing'))
      .then((response) => response.json());
    const pending = await browse(page, baseURL ?? '');
    expect(await settings).toEqual({ sampling_probability: 0 });
    await page.clock.fastForward(TRACING_INACTIVITY_FLUSH_MS);
    await settle(pending);
    expect(requests.filter((request) => request.url().includes(SPANS_PATH))).toEqual([]);
    const outside = requests
      .map((request) => new URL(request.url()))
      .filter(
        (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:',
      );
    expect(outside.map(String)).toEqual([]);
  });

  test('with a collector configured the spans reach it', async ({ page }) => {
    test.setTimeout(180_000);
    const collector = await startCollector();
    const server = await startAppServer(await freePort(), {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin,
    });
    try {
      const requests = requestsOf(page);
      await browse(page, server.baseURL);
      const sentNames = () =>
        requests
          .filter((request) => request.url().endsWith(SPANS_PATH))
          .flatMap((request) => (request.postDataJSON() as { spans: { name: string }[] }).spans)
          .map((span) => span.name);
      await expect
        .poll(sentNames)
        .toEqual(
          expect.arrayContaining([
            'page load',
            'navigation',
            expect.stringMatching(/^GET \/api\//),
          ]),
        );

      // The API exports every 5 s (its own clock, not the page's).
      await expect
        .poll(() => collector.spansOf('kaizen-web').map((span) => span.name), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['page load', 'navigation']));
      const web = collector.spansOf('kaizen-web');
      const call = web.find((span) => span.name.startsWith('GET /api/'));
      expect(call).toBeDefined();
      // No address with a query or an id in any attribute.
      expect(JSON.stringify(web)).not.toMatch(/\?|\/\d/);
      // The API's span of that call is the web span's child, in the same trace.
      await expect
        .poll(() =>
          collector
            .spansOf('kaizen-api')
            .some((span) => span.parentSpanId === call?.spanId && span.traceId === call?.traceId),
        )
        .toBe(true);
      // The API's SQL statements are children of its request spans (db/statement-spans.ts); which
      // of the page's calls reach the database depends on the API's caches, so any request's.
      const isStatement = (span: OtlpSpan) =>
        span.attributes.some(
          (a) => a.key === 'db.system.name' && a.value.stringValue === 'postgresql',
        );
      await expect
        .poll(
          () => {
            const api = collector.spansOf('kaizen-api');
            return api.some(
              (statement) =>
                isStatement(statement) &&
                api.some(
                  (request) =>
                    request.name.startsWith('GET /') &&
                    request.spanId === statement.parentSpanId &&
                    request.traceId === statement.traceId,
                ),
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    } finally {
      await server.stop();
      await collector.close();
    }
  });
});

test('without the analytics consent the app does not trace', async ({ page, baseURL }) => {
  const requests = requestsOf(page);
  await browse(page, baseURL ?? '');
  expect(requests.filter((request) => request.url().includes('/api/telemetry/'))).toEqual([]);
});
