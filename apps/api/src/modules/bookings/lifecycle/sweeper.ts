import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { FastifyInstance } from 'fastify';
import { startRepeatingTask } from '../../../lib/repeating-task';
import type { Scheduling } from '../../scheduling/service';
import { enqueueBookingNotice, type NotifyEnv } from './notifications';
import { expireStaleHolds } from '../queries';
import { bookings } from '../tables';
import { inTransaction } from '../transaction';

// Time-driven booking work: holds that lapsed free their slots, and reminders fall due. Safe on
// many API instances at once: each step claims its rows with one conditional UPDATE.

const HOUR_MS = 3_600_000;

/** Expires every lapsed hold and refreshes the cached earliest slots of their providers. */
export async function expireLapsedHolds(
  scheduling: Scheduling,
  db: Database,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const providerIds = await expireStaleHolds(tx, now);
    await scheduling.refreshNextAvailabilityOf(tx, providerIds, now);
    return providerIds.length;
  });
}

const REMINDERS = [
  { notice: 'reminder-24h', column: bookings.reminded24hAt, field: 'reminded24hAt', hours: 24 },
  { notice: 'reminder-1h', column: bookings.reminded1hAt, field: 'reminded1hAt', hours: 1 },
] as const;

/** Puts the reminders that are due in the outbox (each booking's each reminder once). */
export async function enqueueDueReminders(
  db: Database,
  now: Date,
  env: NotifyEnv,
): Promise<number> {
  let count = 0;
  for (const reminder of REMINDERS) {
    count += await inTransaction(db, async (tx) => {
      const due = await tx
        .update(bookings)
        .set({ [reminder.field]: now })
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(reminder.column),
            sql`${bookings.startsAt} > ${now}`,
            sql`${bookings.startsAt} <= ${new Date(now.getTime() + reminder.hours * HOUR_MS)}`,
          ),
        )
        .returning();
      for (const booking of due) await enqueueBookingNotice(tx, booking, reminder.notice, env, now);
      return due.length;
    });
  }
  return count;
}

/** Sweeps every 15 s while the app runs (server.ts starts it before listening). */
export function startBookingSweeper(
  app: FastifyInstance,
  env: NotifyEnv,
  intervalMs = 15_000,
): void {
  startRepeatingTask(app, intervalMs, async () => {
    try {
      await expireLapsedHolds(app.scheduling, app.db, app.clock.now());
      await enqueueDueReminders(app.db, app.clock.now(), env);
    } catch (error) {
      app.log.error({ err: error }, 'booking sweeper failed');
    }
  });
}
