// `npm run bench:lighthouse -w bench`: Lighthouse mobile alone, BENCH_LIGHTHOUSE_RUNS times
// (default 3) per page, medians reported: for comparing a front-end change before and after
// without the ten minutes of API load around it. The database is prepared as for `npm run bench`
// (the listing then shows the same 5,300 providers); run it on a quiet machine.
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { prepareBenchDatabase } from './lib/bench-data';
import { benchDataDir, startServer } from './lib/server';
import {
  benchLighthouse,
  lighthouseRunsFromEnv,
  lighthouseShortfalls,
} from './scenarios/lighthouse';
import { lighthouseTable } from './report';

const runs = lighthouseRunsFromEnv(3);
buildIfStale();
const dataDir = benchDataDir();
console.info('Preparing the benchmark database (demo data + 5,000 providers)...');
await prepareBenchDatabase({ dataDir });
const server = await startServer(Number(process.env.BENCH_PORT ?? 3200), dataDir);
try {
  const results = await benchLighthouse(server.baseUrl, runs);
  console.info(`${new Date().toISOString()}\n${lighthouseTable(results).join('\n')}`);
  for (const shortfall of lighthouseShortfalls(results)) {
    console.error(`BELOW TARGET (Lighthouse): ${shortfall}`);
  }
} finally {
  await server.stop();
}
