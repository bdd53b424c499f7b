import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseUnreachableError, waitForDatabase } from './db/startup';
import { describeDatabaseError } from './db/unavailable';
import { seedDemoDataIfEmpty } from './db/seed';
import { demoSeeders } from './demo-data';
import { loggerOptions } from './lib/logger';
import { resolveAuthSecret } from './lib/secret';
import { startAssessmentSweeper } from './modules/assessments/service';
import { assessmentsEnv } from './modules/assessments/env';
import { startBookingSweeper } from './modules/bookings/service';
import { startPaymentSweeper } from './modules/commerce/service';
import { startHoldSweeper } from './modules/entitlements/service';
import { startOutboxDispatcher } from './modules/outbox/dispatcher';
import { textSenderFor } from './modules/verification/sms-sender';

async function main(): Promise<void> {
  let config;
  try {
    config = resolveAuthSecret(loadConfig());
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(1);
  }

  if (config.DATABASE_URL) {
    const log = pino(loggerOptions(config));
    try {
      await waitForDatabase(
        { ...config, DATABASE_URL: config.DATABASE_URL },
        {
          warn: (message) => log.warn(message),
          info: (message) => log.info(message),
        },
      );
    } catch (error) {
      if (!(error instanceof DatabaseUnreachableError)) throw error;
      log.fatal(error.message);
      log.flush();
      process.exit(1);
    }
  }

  const app = await buildApp(config);
  // Only the embedded database is seeded by itself; a server database is seeded on purpose
  // with `npm run seed` so that production data is never touched by a start.
  if (!config.DATABASE_URL && config.SEED_DEMO_DATA) {
    if (await seedDemoDataIfEmpty(app.db, app.clock, demoSeeders)) {
      app.log.info('new embedded database: demo data seeded');
    }
  }
  startOutboxDispatcher(app, { sendText: textSenderFor(config) });
  // Unpaid checkouts expire (freeing their holds) and unsent refunds are retried.
  startPaymentSweeper(app);
  // What a lapsed checkout held of an organisation's money pool goes back without a read.
  startHoldSweeper(app);
  // Cached earliest slots age as time passes; keep listings from showing a time already gone.
  const stopRefresher = app.scheduling.startNextAvailabilityRefresher(app.db, app.clock, {
    onError: (error) => app.log.error({ err: error }, 'next-availability refresh failed'),
  });
  app.addHook('onClose', async () => stopRefresher());
  // Lapsed payment holds free their slots, and session reminders fall due, without a request.
  startBookingSweeper(app, { publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM });
  // Unacknowledged risk alerts escalate and assessment reminders fall due.
  startAssessmentSweeper(app, assessmentsEnv(config));
  await app.listen({ host: config.HOST, port: config.PORT });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining in-flight requests');
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over, exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Start-up failed (port taken, migration refused...): say why in one line and stop; a stack
  // trace tells an operator nothing more and hides the reason.
  console.error(`start-up failed: ${describeDatabaseError(error)}`);
  process.exit(1);
});
