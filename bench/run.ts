// `npm run bench`: builds if needed, starts the built API on a fresh database and measures.
// Every figure of one run comes from the same machine and moment, so ratios are comparable.
// BENCH_DATABASE_URL=postgres://... runs against a PostgreSQL server instead of PGlite
// (its schema is dropped and recreated first); BENCH_SECONDS sets each load's duration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { prepareBenchDatabase } from './lib/bench-data';
import { overBudget } from './lib/bundle-size';
import { benchDataDir, startServer, repoRoot } from './lib/server';
import { benchBookings } from './scenarios/bookings';
import { benchExperts } from './scenarios/experts';
import { benchFoundation } from './scenarios/foundation';
import { report } from './report';

async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}

buildIfStale();
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await resetSchema(databaseUrl);
const dataDir = benchDataDir();
console.info('Preparing the benchmark database (demo data + 5,000 providers)...');
await prepareBenchDatabase({ dataDir, databaseUrl });
const server = await startServer(Number(process.env.BENCH_PORT ?? 3200), dataDir, databaseUrl);
try {
  const foundation = await benchFoundation(server.baseUrl);
  const experts = await benchExperts(server.baseUrl, foundation.health);
  const bookings = await benchBookings(server.baseUrl);
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    database: server.database,
    at: new Date().toISOString(),
  };
  const results = { machine, foundation, experts, bookings };
  console.info(report(results));
  const out = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `latest-${server.database}.json`),
    JSON.stringify(results, null, 2),
  );
  const budgetFailure = overBudget(foundation.loginPageJavaScript);
  if (budgetFailure) {
    console.error(`FAILED: ${budgetFailure}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
