// Starts the built API (serving the built web app) on a fresh embedded database with demo data,
// for the Playwright suite. The temporary data folder is removed when the server stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    // Many sign-ins from one address in a few minutes: the limit itself is tested in the API suite.
    AUTH_RATE_LIMIT_MAX: '10000',
    // Join windows and policy deadlines are reached by moving the server's clock (test only).
    TEST_CLOCK_CONTROL: 'true',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
