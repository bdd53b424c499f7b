import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface LoadOptions {
  name: string;
  url: string;
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
  /**
   * Request builders of the warm-up when `requests` keep state (a pool of signed-in devices):
   * the warm-up's requests still in flight when it stops never come back to their pool, so it
   * needs a pool of its own. Without them such a load is measured without warm-up.
   */
  warmupRequests?: autocannon.Request[];
}

const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Unmeasured load before each measured one: a route's first seconds under load (a server just
 * started, code not yet optimised by V8, pools not yet full) are not its steady state, and the
 * first route measured after the server starts (health) would be measured cold.
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** One autocannon run (50 connections by default) after a short warm-up, summarised. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const warmupRequests = options.requests ? options.warmupRequests : undefined;
  if (warmupSeconds > 0 && (!options.requests || warmupRequests)) {
    await autocannon({
      url: options.url,
      connections: options.connections ?? 50,
      duration: warmupSeconds,
      headers: options.headers,
      requests: warmupRequests,
    });
  }
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? benchSeconds,
    headers: options.headers,
    requests: options.requests,
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
