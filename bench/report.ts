import { LOGIN_JAVASCRIPT_BUDGET_KIB } from './lib/bundle-size';
import type { LighthouseResult } from './lib/lighthouse';
import type { LoadResult } from './lib/load';
import type { BookingBenchResults } from './scenarios/bookings';
import type { ExpertsResults } from './scenarios/experts';
import type { FoundationResults } from './scenarios/foundation';
import { fuzzSummary, type FuzzBenchResults } from './scenarios/fuzz';
import { LIGHTHOUSE_TARGETS } from './scenarios/lighthouse';

/** Every throughput of the run as a share of the bare Fastify route, and the issues' ratios. */
interface BenchRatios {
  healthOverCeiling: number;
  validateTokenOverCeiling: number;
  searchOverCeiling: number;
  slotsOverCeiling: number;
  validateTokenOverHealth: number;
  searchOverHealth: number;
  bookingsOverHealth: number;
}

const share = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0;

export function ratiosOf(run: {
  ceiling: LoadResult;
  foundation: FoundationResults;
  experts: ExpertsResults;
  bookings: BookingBenchResults;
}): BenchRatios {
  const ceiling = run.ceiling.requestsPerSecond;
  const health = run.foundation.health.requestsPerSecond;
  return {
    healthOverCeiling: share(health, ceiling),
    validateTokenOverCeiling: share(run.foundation.validateToken.requestsPerSecond, ceiling),
    searchOverCeiling: share(run.experts.search.requestsPerSecond, ceiling),
    slotsOverCeiling: share(run.experts.slots.requestsPerSecond, ceiling),
    validateTokenOverHealth: share(run.foundation.validateToken.requestsPerSecond, health),
    searchOverHealth: share(run.experts.search.requestsPerSecond, health),
    bookingsOverHealth: share(run.bookings.throughput.perSecond, health),
  };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');

function loadTable(rows: { result: LoadResult; overCeiling: number }[]): string[] {
  return [
    '| load (50 connections) | req/s | ÷ ceiling | p50 ms | p99 ms | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ result: r, overCeiling }) =>
        `| ${r.name} | ${r.requestsPerSecond.toLocaleString('en')} | ${overCeiling.toFixed(3)} | ` +
        `${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
}

/** The score, and with several runs which median it is: "79 (median of 74, 79, 81)". */
const performanceOf = (r: LighthouseResult) =>
  r.scores && r.scores.length > 1
    ? `${r.performance} (median of ${r.scores.join(', ')})`
    : String(r.performance);

export function lighthouseTable(results: LighthouseResult[]): string[] {
  if (results.length === 0) return ['Lighthouse: not run (BENCH_LIGHTHOUSE=false)'];
  return [
    `| Lighthouse mobile | performance | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | target |`,
    '|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const target =
        r.name === 'home (signed in)'
          ? LIGHTHOUSE_TARGETS.signedInHome
          : LIGHTHOUSE_TARGETS.publicPage;
      const ok = r.performance >= target && r.lcpMs < LIGHTHOUSE_TARGETS.lcpMs;
      return (
        `| ${r.name} (${r.path}) | ${performanceOf(r)} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ` +
        `${r.cls} | ${r.speedIndexMs} | ≥ ${target}, LCP < 2500: ${verdict(ok)} |`
      );
    }),
    `Lighthouse's host CPU index (benchmarkIndex, higher is faster): ` +
      results.map((r) => r.benchmarkIndex).join(', '),
  ];
}

export function report(results: {
  machine: Record<string, string | number>;
  ceiling: LoadResult;
  ratios: BenchRatios;
  foundation: FoundationResults;
  experts: ExpertsResults;
  lighthouse: LighthouseResult[];
  bookings: BookingBenchResults;
  fuzz: FuzzBenchResults;
}): string {
  const { machine, ceiling, ratios: q, foundation: f, experts: e, bookings: b, fuzz } = results;
  return [
    `Machine: ${machine.cpu} × ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, database ${machine.database}, ${machine.at}`,
    '',
    ...loadTable([
      { result: ceiling, overCeiling: 1 },
      { result: f.health, overCeiling: q.healthOverCeiling },
      { result: f.validateToken, overCeiling: q.validateTokenOverCeiling },
      { result: e.search, overCeiling: q.searchOverCeiling },
      { result: e.slots, overCeiling: q.slotsOverCeiling },
    ]),
    '',
    `health / bare Fastify: ${q.healthOverCeiling.toFixed(3)} (target ≥ 0.25: ${verdict(q.healthOverCeiling >= 0.25)})`,
    `validate_token / health: ${q.validateTokenOverHealth.toFixed(2)} (target ≥ 0.50: ${verdict(q.validateTokenOverHealth >= 0.5)})`,
    `provider search (3 filters) / health: ${q.searchOverHealth.toFixed(2)} (target ≥ 0.30, p99 < 50 ms: ${verdict(q.searchOverHealth >= 0.3 && e.search.p99Ms < 50)})`,
    `bookings / health: ${q.bookingsOverHealth.toFixed(3)} (target ≥ 0.15, p99 < 150 ms: ${verdict(q.bookingsOverHealth >= 0.15 && b.throughput.p99Ms < 150)})`,
    `JavaScript loaded for ${f.loginPageJavaScript.path}: ${f.loginPageJavaScript.files} files, ` +
      `${(f.loginPageJavaScript.gzipBytes / 1024).toFixed(1)} KiB gzip ` +
      `(${(f.loginPageJavaScript.rawBytes / 1024).toFixed(1)} KiB raw; budget ${LOGIN_JAVASCRIPT_BUDGET_KIB} KiB gzip)`,
    `${b.throughput.name}: ${b.throughput.perSecond} bookings/s, p50 ${b.throughput.p50Ms} ms, ` +
      `p99 ${b.throughput.p99Ms} ms, statuses ${JSON.stringify(b.throughput.statuses)}`,
    `${b.burst.name}: ${b.burst.created} created, ${b.burst.conflicts} × 409, ` +
      `${b.burst.serverErrors} × 5xx, ${b.burst.other} other (target 1 / 49 / 0)`,
    `${fuzzSummary(fuzz)} (target 0 × 5xx, healthy)`,
    '',
    ...lighthouseTable(results.lighthouse),
  ].join('\n');
}
