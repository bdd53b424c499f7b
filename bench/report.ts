import { LOGIN_JAVASCRIPT_BUDGET_KIB } from './lib/bundle-size';
import type { LoadResult } from './lib/load';
import type { BookingBenchResults } from './scenarios/bookings';
import type { ExpertsResults } from './scenarios/experts';
import type { FoundationResults } from './scenarios/foundation';
import { fuzzSummary, type FuzzBenchResults } from './scenarios/fuzz';

const row = (r: LoadResult) =>
  `| ${r.name} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`;

export function report(results: {
  machine: Record<string, string | number>;
  foundation: FoundationResults;
  experts: ExpertsResults;
  bookings: BookingBenchResults;
  fuzz: FuzzBenchResults;
}): string {
  const { machine, foundation: f, experts: e, bookings: b, fuzz } = results;
  return [
    `Machine: ${machine.cpu} × ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, database ${machine.database}, ${machine.at}`,
    '',
    '| load (50 connections) | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    row(f.health),
    row(f.validateToken),
    row(e.search),
    row(e.slots),
    '',
    `validate_token / health req/s ratio: ${f.validateTokenOverHealth.toFixed(2)} (target ≥ 0.50)`,
    `provider search (3 filters) / health req/s ratio: ${e.searchOverHealth.toFixed(2)} (target ≥ 0.30, p99 < 50 ms)`,
    `JavaScript loaded for ${f.loginPageJavaScript.path}: ${f.loginPageJavaScript.files} files, ` +
      `${(f.loginPageJavaScript.gzipBytes / 1024).toFixed(1)} KiB gzip ` +
      `(${(f.loginPageJavaScript.rawBytes / 1024).toFixed(1)} KiB raw; budget ${LOGIN_JAVASCRIPT_BUDGET_KIB} KiB gzip)`,
    `${b.throughput.name}: ${b.throughput.perSecond} bookings/s, p50 ${b.throughput.p50Ms} ms, ` +
      `p99 ${b.throughput.p99Ms} ms, statuses ${JSON.stringify(b.throughput.statuses)}`,
    `${b.burst.name}: ${b.burst.created} created, ${b.burst.conflicts} × 409, ` +
      `${b.burst.serverErrors} × 5xx, ${b.burst.other} other (target 1 / 49 / 0)`,
    `${fuzzSummary(fuzz)} (target 0 × 5xx, healthy)`,
  ].join('\n');
}
