import { buildApp, type App, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import { ManualClock } from '../lib/clock';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The test configuration: production settings, quiet logs, no demo data. Against the PostgreSQL
 * server when TEST_DATABASE_URL is set (CI), otherwise a fresh in-memory PGlite per app.
 * Tests sharing the server database must use unique data (see uniqueEmail).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // Tests read emails from the outbox; nothing is printed.
    OUTBOX_CONSOLE: 'false',
    AUTH_SECRET: TEST_AUTH_SECRET,
    DATA_DIR: 'memory://',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  clock: ManualClock;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  clock = new ManualClock(new Date()),
  /** Collaborators a test replaces (a recorded payment gateway, a recording purpose). */
  modules: AppDependencies['modules'] = {},
): Promise<TestApp> {
  const app = await buildApp(testConfig(overrides), { clock, modules });
  await app.ready();
  return { app, clock };
}

let counter = 0;
/** An email no other test (or earlier CI run on the same server) has used. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A valid Indian mobile number (SPEC §5: 10 digits starting 5-9) no other test has used. */
export function uniqueMobile(): string {
  return `9${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;
}
