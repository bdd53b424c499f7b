import type { LoadResult } from './lib/load';
import type { ExpertsResults } from './scenarios/experts';
import type { FoundationResults } from './scenarios/foundation';

const row = (r: LoadResult) =>
  `| ${r.name} | ${r.requestsPerSecond.toLocaleString('en')} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`;

export function report(results: {
  machine: Record<string, string | number>;
  foundation: FoundationResults;
  experts: ExpertsResults;
}): string {
  const { machine, foundation: f, experts: e } = results;
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
      `(${(f.loginPageJavaScript.rawBytes / 1024).toFixed(1)} KiB raw; budget 150 KiB gzip)`,
  ].join('\n');
}
