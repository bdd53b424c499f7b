// `npm run bench:tracing -w bench`: what API tracing costs (issue 15). The built API is started
// twice on a fresh demo database, once without and once with OTEL_EXPORTER_OTLP_ENDPOINT (a local
// collector stand-in in this process that accepts every export), and one database-reading route,
// a provider's profile (several statements, no cache), is loaded the same way in each. The ratio
// of the two req/s is comparable; the absolute figures depend on the machine. BENCH_PORT,
// BENCH_SECONDS and BENCH_WARMUP_SECONDS as for `npm run bench`; BENCH_ROUNDS (2) pairs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { runLoad, type LoadResult } from './lib/load';
import { benchDataDir, startServer } from './lib/server';

buildIfStale();
const port = Number(process.env.BENCH_PORT ?? 3200);

let spansReceived = 0;
const collector = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      resourceSpans: { scopeSpans: { spans: unknown[] }[] }[];
    };
    for (const resource of body.resourceSpans) {
      for (const scope of resource.scopeSpans) spansReceived += scope.spans.length;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
const collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

async function measure(tracing: boolean): Promise<LoadResult> {
  if (tracing) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collectorUrl;
  else delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const server = await startServer(port, benchDataDir());
  try {
    const search = (await (await fetch(`${server.baseUrl}/api/providers`)).json()) as {
      data: { providers: { uuid: string }[] };
    };
    const provider = search.data.providers[0];
    if (!provider) throw new Error('the demo data has no provider');
    return await runLoad({
      name: `GET /api/providers/{uuid}, tracing ${tracing ? 'on' : 'off'}`,
      url: `${server.baseUrl}/api/providers/${provider.uuid}`,
      connections: 10,
    });
  } finally {
    await server.stop();
  }
}

// Alternating rounds (off, on, off, on…): on a shared machine the load of other work changes
// from one minute to the next, and alternating spreads it over both sides.
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
try {
  const results: { off: LoadResult; on: LoadResult }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    results.push({ off: await measure(false), on: await measure(true) });
  }
  const total = (side: 'off' | 'on') =>
    results.reduce((sum, result) => sum + result[side].requestsPerSecond, 0);
  for (const result of results.flatMap(({ off, on }) => [off, on])) {
    console.info(
      `${result.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, ` +
        `p99 ${result.p99Ms} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  }
  console.info(
    `on/off (mean req/s of ${rounds} rounds): ${(total('on') / total('off')).toFixed(2)}`,
  );
  console.info(`spans received by the collector stand-in: ${spansReceived}`);
  if (results.some(({ off, on }) => off.non2xx + on.non2xx > 0)) process.exitCode = 1;
} finally {
  collector.close();
}
