import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { STAND_IN_CLIENT_ID, type GoogleStandIn } from './google-stand-in';

/**
 * A second app server with Google sign-in configured against the stand-in, on its own port and
 * fresh database, for the Google spec only: the suite's shared server keeps Google off, as a
 * deployment without a client id is (nothing of Google renders or loads there).
 */
export async function startServerWithGoogle(port: number, standIn: GoogleStandIn) {
  const script = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'e2e-server.mjs');
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      GOOGLE_CLIENT_ID: STAND_IN_CLIENT_ID,
      GOOGLE_JWKS_URL: `${standIn.origin}/oauth2/v3/certs`,
      GOOGLE_SCRIPT_URL: `${standIn.origin}/gsi/client`,
    },
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
      throw new Error(`the Google e2e server on port ${port} did not start`);
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
