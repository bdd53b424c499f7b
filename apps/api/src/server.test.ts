import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from './lib/paths';
import { TEST_AUTH_SECRET } from './test/app';
import { startTcpProxy } from './test/tcp-proxy';

interface RunningServer {
  /** Resolves with the address once the server listens, or rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  stop(signal: NodeJS.Signals): void;
}

/** Runs `src/server.ts` the way `npm run dev` does, in a child process. */
function startServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const address = stdout.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      if (address) resolve(address);
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  listening.catch(() => undefined);
  return { listening, exited, stop: (signal) => child.kill(signal) };
}

describe('server.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaizen-server-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts on a new embedded database, seeds it, serves, and exits 0 on SIGTERM', async () => {
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    const address = await server.listening;
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    server.stop('SIGTERM');
    const { code, stdout } = await server.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('demo data seeded');
    expect(stdout).toContain('draining in-flight requests');
  }, 90_000);

  it('keeps the data on a second start (no second seeding)', async () => {
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    await server.listening;
    server.stop('SIGTERM');
    const { code, stdout } = await server.exited;
    expect(code).toBe(0);
    expect(stdout).not.toContain('demo data seeded');
  }, 90_000);

  it('retries an unreachable database with backoff, one line per try, then exits 1 without a stack trace', async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kaizen',
      AUTH_SECRET: TEST_AUTH_SECRET,
      DATABASE_STARTUP_TRIES: '3',
      DATABASE_STARTUP_BACKOFF_MS: '50',
    });
    const { code, stdout, stderr } = await server.exited;
    expect(code).toBe(1);
    const lines = `${stdout}${stderr}`.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /database not reachable \(try 1 of 3\): ECONNREFUSED.*next try in 50 ms/,
    );
    expect(lines[1]).toMatch(/try 2 of 3.*next try in 100 ms/);
    expect(lines[2]).toMatch(/database not reachable after 3 tries, giving up/);
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
  }, 90_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for a database that comes up after it, then serves',
    async () => {
      const proxy = await startTcpProxy(String(process.env.TEST_DATABASE_URL));
      proxy.cut();
      const server = startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: proxy.url,
        AUTH_SECRET: TEST_AUTH_SECRET,
        DATABASE_STARTUP_BACKOFF_MS: '200',
        DATABASE_STARTUP_BACKOFF_MAX_MS: '400',
      });
      try {
        while (proxy.refused < 2) await new Promise((resolve) => setTimeout(resolve, 50));
        proxy.restore();
        const address = await server.listening;
        expect((await fetch(`${address}/api/health`)).status).toBe(200);
        server.stop('SIGTERM');
        const { code, stdout } = await server.exited;
        expect(code).toBe(0);
        expect(stdout).toMatch(/database not reachable \(try 1 of 10\)/);
        expect(stdout).toMatch(/database reachable after \d+ tries/);
      } finally {
        server.stop('SIGTERM');
        await proxy.close();
      }
    },
    90_000,
  );

  it('refuses a bad setting with a message naming the variable, and exits 1', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'abc' });
    const { code, stderr } = await server.exited;
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment configuration');
    expect(stderr).toMatch(/^\s+PORT: /m);
  }, 90_000);
});
