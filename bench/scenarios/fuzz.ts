import fc from 'fast-check';
import { fuzzRequest, routesOf, type FuzzRequest } from '../../apps/api/src/test/fuzz-requests';
import { createDeviceSessions } from '../lib/sessions';

export interface FuzzBenchResults {
  requests: number;
  routes: number;
  seed: number;
  seconds: number;
  /** Answers by status class: 2xx, 3xx, 4xx, 5xx, and requests the server did not answer. */
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'no answer', number>;
  /** Up to 10 requests that got a 5xx, to replay with FUZZ_SEED. */
  serverErrors: { route: string; url: string; status: number }[];
  healthyAfter: boolean;
}

const CONCURRENCY = 16;

async function send(baseUrl: string, request: FuzzRequest): Promise<number | 'no answer'> {
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      redirect: 'manual',
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

/**
 * Malformed requests to every route of the running API (the same generator as the API's fuzz
 * test, over HTTP): `count` of them, CONCURRENCY at a time. The figure that matters is 0 × 5xx
 * and a healthy server after.
 */
export async function benchFuzz(
  baseUrl: string,
  count = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000),
): Promise<FuzzBenchResults> {
  const [session] = await createDeviceSessions(baseUrl, 1, 1);
  if (!session) throw new Error('no session');
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Parameters<
    typeof routesOf
  >[0];
  const routes = routesOf(document);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const requests = fc.sample(fuzzRequest(routes, { ...session }), { numRuns: count, seed });
  const statuses: FuzzBenchResults['statuses'] = {
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    'no answer': 0,
  };
  const serverErrors: FuzzBenchResults['serverErrors'] = [];
  const startedAt = performance.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      if (!request) continue;
      const status = await send(baseUrl, request);
      if (status === 'no answer') {
        statuses['no answer'] += 1;
        continue;
      }
      const statusClass = `${Math.floor(status / 100)}xx` as keyof typeof statuses;
      statuses[statusClass] = (statuses[statusClass] ?? 0) + 1;
      if (status >= 500 && serverErrors.length < 10) {
        serverErrors.push({ route: request.route, url: request.url.slice(0, 200), status });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = Math.round((performance.now() - startedAt) / 100) / 10;
  const health = await fetch(`${baseUrl}/api/health`);
  return {
    requests: requests.length,
    routes: routes.length,
    seed,
    seconds,
    statuses,
    serverErrors,
    healthyAfter: health.status === 200,
  };
}

export const fuzzSummary = (results: FuzzBenchResults): string =>
  `fuzz: ${results.requests} malformed requests over ${results.routes} routes in ` +
  `${results.seconds} s (seed ${results.seed}): ${results.statuses['2xx']} × 2xx, ` +
  `${results.statuses['3xx']} × 3xx, ${results.statuses['4xx']} × 4xx, ` +
  `${results.statuses['5xx']} × 5xx, ${results.statuses['no answer']} unanswered; ` +
  `healthy after: ${results.healthyAfter ? 'yes' : 'NO'}`;
