// `npm run bench:budget -w bench`: only the JavaScript budget of the log-in screen, in a few
// seconds (builds if needed, starts the built app on a throw-away database, measures in Chromium).
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { LOGIN_JAVASCRIPT_BUDGET_KIB, measureJavaScript, overBudget } from './lib/bundle-size';
import { benchDataDir, startServer } from './lib/server';

buildIfStale();
const server = await startServer(Number(process.env.BENCH_PORT ?? 3200), benchDataDir());
try {
  const size = await measureJavaScript(server.baseUrl, '/auth/log-in/');
  console.info(
    `JavaScript loaded for ${size.path}: ${size.files} files, ` +
      `${(size.gzipBytes / 1024).toFixed(1)} KiB gzip (budget ${LOGIN_JAVASCRIPT_BUDGET_KIB} KiB)`,
  );
  const failure = overBudget(size);
  if (failure) {
    console.error(`FAILED: ${failure}`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
