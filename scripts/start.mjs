// `npm start`: build what is not built yet, then run the API, which migrates the database, seeds
// an empty embedded database with demo data and serves the web app on http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
const port = process.env.PORT ?? '3000';
console.info(`Kaizen is starting on http://localhost:${port} (Ctrl+C to stop)`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
