import type { SessionKind } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers } from '../providers/tables';
import type { BusySources } from './busy-time';
import { refreshNextAvailability } from './next-availability';
import { availabilityExceptions, availabilityRules, providerScheduleSettings } from './tables';

// Changes to a provider's availability. Each one refreshes the cached earliest slot in the same
// transaction, so listings never show a time the provider no longer offers.

export interface WeeklyHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Local wall-clock "HH:MM"; end may be "24:00". */
  start: string;
  end: string;
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
}

export type DateChange =
  | { date: string; type: 'leave'; kind?: SessionKind | null }
  | { date: string; type: 'extra'; start: string; end: string; kind?: SessionKind | null };

export interface ScheduleSettings {
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

async function changeAndRefresh(
  sources: BusySources,
  db: Database,
  providerId: number,
  now: Date,
  change: (tx: Database) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Database;
    await change(trx);
    await refreshNextAvailability(sources, trx, providerId, now);
  });
}

/** Replaces a provider's weekly hours for one session kind. */
export async function saveWeeklyHours(
  sources: BusySources,
  db: Database,
  providerId: number,
  kind: SessionKind,
  hours: readonly WeeklyHours[],
  now: Date,
): Promise<void> {
  await changeAndRefresh(sources, db, providerId, now, async (tx) => {
    await tx
      .delete(availabilityRules)
      .where(
        and(eq(availabilityRules.providerId, providerId), eq(availabilityRules.sessionKind, kind)),
      );
    if (hours.length === 0) return;
    await tx.insert(availabilityRules).values(
      hours.map((entry) => ({
        providerId,
        sessionKind: kind,
        weekday: entry.weekday,
        startTime: entry.start,
        endTime: entry.end,
        effectiveFrom: entry.effectiveFrom ?? null,
        effectiveTo: entry.effectiveTo ?? null,
      })),
    );
  });
}

/** Adds leave or extra hours on one local date (a null kind: every kind). */
export async function addDateChange(
  sources: BusySources,
  db: Database,
  providerId: number,
  change: DateChange,
  now: Date,
): Promise<void> {
  await changeAndRefresh(sources, db, providerId, now, (tx) =>
    tx.insert(availabilityExceptions).values({
      providerId,
      sessionKind: change.kind ?? null,
      onDate: change.date,
      type: change.type,
      startTime: change.type === 'extra' ? change.start : null,
      endTime: change.type === 'extra' ? change.end : null,
    }),
  );
}

/** Booking settings, and the time zone the weekly hours are read in when one is given. */
export async function saveScheduleSettings(
  sources: BusySources,
  db: Database,
  providerId: number,
  settings: ScheduleSettings,
  now: Date,
  timeZone?: string,
): Promise<void> {
  await changeAndRefresh(sources, db, providerId, now, async (tx) => {
    await tx
      .insert(providerScheduleSettings)
      .values({ providerId, ...settings })
      .onConflictDoUpdate({ target: providerScheduleSettings.providerId, set: settings });
    if (timeZone) await tx.update(providers).set({ timeZone }).where(eq(providers.id, providerId));
  });
}

/** Removes one of the provider's date changes; false when it has none with that id. */
export async function removeDateChange(
  sources: BusySources,
  db: Database,
  providerId: number,
  exceptionId: number,
  now: Date,
): Promise<boolean> {
  let removed = false;
  await changeAndRefresh(sources, db, providerId, now, async (tx) => {
    const rows = await tx
      .delete(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.id, exceptionId),
          eq(availabilityExceptions.providerId, providerId),
        ),
      )
      .returning({ id: availabilityExceptions.id });
    removed = rows.length > 0;
  });
  return removed;
}
