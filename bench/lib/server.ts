import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

interface RunningServer {
  baseUrl: string;
  database: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/** Waits for the child's health check; a child that never gets there is stopped, not left behind. */
async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  try {
    await pollHealth(baseUrl, child);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw error;
  }
}

async function pollHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/**
 * The built API as a user runs it, on the prepared embedded database in `dataDir` (or on
 * BENCH_DATABASE_URL), with rate limits out of the way.
 */
export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-bench-'));
}

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789';

export async function startServer(
  port: number,
  dataDir: string,
  databaseUrl?: string,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      AUTH_SECRET: databaseUrl ? 'bench-secret-bench-secret-bench-secret-0123' : '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000000',
      // Sign-up codes are read from the outbox through the operator endpoint (lib/sessions.ts).
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    database: databaseUrl ? 'postgres' : 'pglite',
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The bench's ceiling: a bare Fastify server (servers/bare-fastify.mjs) in its own process,
 * answering the same JSON at the same path as the API's health check.
 */
export async function startCeilingServer(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/servers/bare-fastify.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    database: 'pglite',
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
