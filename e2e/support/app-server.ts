import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

/** A port nobody listens on now (for a spec's own server, never a neighbour's fixed port). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A second app server (scripts/e2e-server.mjs: fresh database, demo data) with extra settings,
 * for a spec that needs a configuration the suite's shared server must not have (Google sign-in,
 * a trace collector).
 */
export async function startAppServer(port: number, settings: Record<string, string>) {
  const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'e2e-server.mjs');
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, E2E_PORT: String(port), ADMIN_TOKEN: E2E_ADMIN_TOKEN, ...settings },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`the e2e server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
