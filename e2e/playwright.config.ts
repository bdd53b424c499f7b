import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real built app: the API bundle serves the built web app on a fresh
 * embedded database with demo data (scripts/e2e-server.mjs), driven in Debian's Chromium.
 * `npm test` builds first; run alone with `npm run build && npm run test:e2e`.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database is migrated and seeded first: about a minute on a busy machine.
    timeout: 180_000,
    env: { E2E_PORT: String(E2E_PORT), ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
