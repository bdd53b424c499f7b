import pg from 'pg';
import { describeDatabaseError } from './unavailable';

interface StartupWaitSettings {
  DATABASE_URL: string;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STARTUP_TRIES: number;
  DATABASE_STARTUP_BACKOFF_MS: number;
  DATABASE_STARTUP_BACKOFF_MAX_MS: number;
}

interface StartupLog {
  warn(message: string): void;
  info(message: string): void;
}

/** The pause before try `n + 1` (n ≥ 1): doubling from the first pause, capped. */
function startupBackoffMs(
  settings: Pick<
    StartupWaitSettings,
    'DATABASE_STARTUP_BACKOFF_MS' | 'DATABASE_STARTUP_BACKOFF_MAX_MS'
  >,
  failedTries: number,
): number {
  const doubled = settings.DATABASE_STARTUP_BACKOFF_MS * 2 ** Math.min(failedTries - 1, 30);
  return Math.min(doubled, settings.DATABASE_STARTUP_BACKOFF_MAX_MS);
}

export class DatabaseUnreachableError extends Error {}

async function answersQuery(settings: StartupWaitSettings): Promise<void> {
  const client = new pg.Client({
    connectionString: settings.DATABASE_URL,
    connectionTimeoutMillis: settings.DATABASE_CONNECT_TIMEOUT_MS,
  });
  // A connection that dies while we probe must not be an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits until the database server answers, so that an API started together with its database
 * (or during a database restart) comes up instead of crash-looping. One log line per failed try;
 * after DATABASE_STARTUP_TRIES a DatabaseUnreachableError with a one-line reason.
 */
export async function waitForDatabase(
  settings: StartupWaitSettings,
  log: StartupLog,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const tries = settings.DATABASE_STARTUP_TRIES;
  for (let attempt = 1; ; attempt++) {
    try {
      await answersQuery(settings);
      if (attempt > 1) log.info(`database reachable after ${attempt} tries`);
      return;
    } catch (error) {
      const reason = describeDatabaseError(error);
      if (attempt >= tries) {
        throw new DatabaseUnreachableError(
          `database not reachable after ${tries} tries, giving up: ${reason}`,
        );
      }
      const pause = startupBackoffMs(settings, attempt);
      log.warn(
        `database not reachable (try ${attempt} of ${tries}): ${reason}; next try in ${pause} ms`,
      );
      await sleep(pause);
    }
  }
}
