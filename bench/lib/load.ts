import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

/** One autocannon run (50 connections by default), summarised. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
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
