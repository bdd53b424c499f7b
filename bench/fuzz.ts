// `npm run bench:fuzz -w bench`: only the fuzz scenario, on the embedded database, or on
// BENCH_DATABASE_URL (its schema is dropped and recreated first). BENCH_FUZZ_REQUESTS sets the
// count (10,000 by default), FUZZ_SEED replays a run. Exits 1 on any 5xx or an unhealthy server.
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { resetBenchSchema } from './lib/bench-data';
import { benchDataDir, startServer } from './lib/server';
import { benchFuzz, fuzzSummary } from './scenarios/fuzz';

buildIfStale();
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await resetBenchSchema(databaseUrl);
const server = await startServer(
  Number(process.env.BENCH_PORT ?? 3200),
  benchDataDir(),
  databaseUrl,
);
try {
  const results = await benchFuzz(server.baseUrl);
  console.info(`${server.database} ${fuzzSummary(results)}`);
  for (const error of results.serverErrors) console.error(`5xx: ${error.route} ${error.url}`);
  if (results.statuses['5xx'] > 0 || !results.healthyAfter) process.exitCode = 1;
} finally {
  await server.stop();
}
