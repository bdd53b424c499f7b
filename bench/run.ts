// `npm run bench`: builds if needed, starts the built API on a fresh database and measures.
// Every figure of one run comes from the same machine and moment, so ratios are comparable.
// BENCH_DATABASE_URL=postgres://... runs against a PostgreSQL server instead of PGlite
// (its schema is dropped and recreated first); BENCH_SECONDS sets each load's duration;
// BENCH_LIGHTHOUSE=false leaves Lighthouse out (a quick run of the API figures only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { prepareBenchDatabase, resetBenchSchema } from './lib/bench-data';
import { overBudget } from './lib/bundle-size';
import { benchDataDir, startServer, repoRoot } from './lib/server';
import { benchBookings } from './scenarios/bookings';
import { benchCeiling } from './scenarios/ceiling';
import { benchExperts } from './scenarios/experts';
import { benchFoundation } from './scenarios/foundation';
import { benchFuzz } from './scenarios/fuzz';
import {
  benchLighthouse,
  lighthouseRunsFromEnv,
  lighthouseShortfalls,
} from './scenarios/lighthouse';
import { ratiosOf, report } from './report';

// Read first, so a mistyped value stops the run before minutes of preparation.
const lighthouseRuns = process.env.BENCH_LIGHTHOUSE === 'false' ? 0 : lighthouseRunsFromEnv(1);
buildIfStale();
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await resetBenchSchema(databaseUrl);
const dataDir = benchDataDir();
console.info('Preparing the benchmark database (demo data + 5,000 providers)...');
await prepareBenchDatabase({ dataDir, databaseUrl });
const port = Number(process.env.BENCH_PORT ?? 3200);
// First, alone on the machine: the bare Fastify route every other figure is compared with.
const ceiling = await benchCeiling(port + 1);
const server = await startServer(port, dataDir, databaseUrl);
try {
  const foundation = await benchFoundation(server.baseUrl);
  const experts = await benchExperts(server.baseUrl, foundation.health);
  const lighthouse =
    lighthouseRuns === 0 ? [] : await benchLighthouse(server.baseUrl, lighthouseRuns);
  const bookings = await benchBookings(server.baseUrl);
  // Last: it leaves thousands of refused requests behind, none of which may be a 5xx.
  const fuzz = await benchFuzz(server.baseUrl);
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    database: server.database,
    at: new Date().toISOString(),
  };
  const ratios = ratiosOf({ ceiling, foundation, experts, bookings });
  const results = { machine, ceiling, ratios, foundation, experts, lighthouse, bookings, fuzz };
  console.info(report(results));
  const out = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `latest-${server.database}.json`),
    JSON.stringify(results, null, 2),
  );
  if (fuzz.statuses['5xx'] > 0 || !fuzz.healthyAfter) {
    console.error('FAILED: the fuzz run got a 5xx or left the server unhealthy');
    process.exitCode = 1;
  }
  for (const shortfall of lighthouseShortfalls(lighthouse)) {
    console.error(`BELOW TARGET (Lighthouse): ${shortfall}`);
  }
  const budgetFailure = overBudget(foundation.loginPageJavaScript);
  if (budgetFailure) {
    console.error(`FAILED: ${budgetFailure}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
