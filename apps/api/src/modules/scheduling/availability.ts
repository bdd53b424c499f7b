import type { SessionKind } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { busyIntervalsOf, type BusySources } from './busy-time';
import {
  exceptionsOf,
  rulesOf,
  scheduleProfiles,
  settingsOf,
  type AvailabilityExceptionRow,
  type AvailabilityRuleRow,
  type ScheduleProfile,
} from './queries';
import type { BusyInterval, DateException, SlotQuery, WeeklyRule } from './slots';
import { DAY_MS, isoDate, minuteOfDay } from './time-zones';

/** Booking settings of a provider without a provider_schedule_settings row. */
export const DEFAULT_SCHEDULE_SETTINGS = {
  bufferMinutes: 10,
  minNoticeMinutes: 240,
  horizonDays: 30,
};

/** Everything slot computation needs about one provider, loaded in bulk. */
export interface ProviderAvailability {
  profile: ScheduleProfile;
  rules: AvailabilityRuleRow[];
  exceptions: AvailabilityExceptionRow[];
  settings: typeof DEFAULT_SCHEDULE_SETTINGS;
  busy: BusyInterval[];
}

/**
 * Loads the availability of many providers with one query per table. `busyRange` bounds the
 * bookings read; exceptions are read from two days before it (local dates run up to a day off UTC).
 */
export async function loadAvailability(
  sources: BusySources,
  db: Database,
  providerIds: readonly number[],
  busyRange: { from: Date; to: Date },
): Promise<Map<number, ProviderAvailability>> {
  const firstDate = isoDate(Math.floor(busyRange.from.getTime() / DAY_MS) - 2);
  // One after another: `db` may be a transaction, whose single connection runs one query at a time.
  const profiles = await scheduleProfiles(db, providerIds);
  const rules = await rulesOf(db, providerIds);
  const exceptions = await exceptionsOf(db, providerIds, firstDate);
  const settings = await settingsOf(db, providerIds);
  const busy = await busyIntervalsOf(sources, db, providerIds, busyRange);
  const loaded = new Map<number, ProviderAvailability>();
  for (const [providerId, profile] of profiles) {
    const own = settings.get(providerId);
    loaded.set(providerId, {
      profile,
      rules: rules.get(providerId) ?? [],
      exceptions: exceptions.get(providerId) ?? [],
      settings: own
        ? {
            bufferMinutes: own.bufferMinutes,
            minNoticeMinutes: own.minNoticeMinutes,
            horizonDays: own.horizonDays,
          }
        : DEFAULT_SCHEDULE_SETTINGS,
      busy: busy.get(providerId) ?? [],
    });
  }
  return loaded;
}

/** The slot query of one provider and kind, without its window; null if the kind is not offered. */
export function slotQueryFor(
  availability: ProviderAvailability,
  kind: SessionKind,
  now: Date,
): Omit<SlotQuery, 'from' | 'to'> | null {
  const durationMinutes = availability.profile.durationByKind.get(kind);
  if (durationMinutes === undefined) return null;
  return {
    timeZone: availability.profile.timeZone,
    rules: availability.rules.filter((rule) => rule.sessionKind === kind).map(toWeeklyRule),
    exceptions: availability.exceptions
      .filter((exception) => exception.sessionKind === null || exception.sessionKind === kind)
      .flatMap(toDateException),
    busy: availability.busy,
    durationMinutes,
    ...availability.settings,
    now,
  };
}

function toWeeklyRule(row: AvailabilityRuleRow): WeeklyRule {
  return {
    weekday: row.weekday,
    startMinute: minuteOfDay(row.startTime),
    endMinute: minuteOfDay(row.endTime),
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  };
}

function toDateException(row: AvailabilityExceptionRow): DateException[] {
  if (row.type === 'leave') return [{ date: row.onDate, type: 'leave' }];
  // The table's check constraint guarantees both times on extra hours.
  if (row.startTime === null || row.endTime === null) return [];
  return [
    {
      date: row.onDate,
      type: 'extra',
      startMinute: minuteOfDay(row.startTime),
      endMinute: minuteOfDay(row.endTime),
    },
  ];
}

/**
 * The busy time to read for a window: busy time just outside it still blocks slots inside it
 * through the buffer, so a day either side, widened to whole UTC days so that nearby windows
 * (every visitor's "next 14 days") load the same thing.
 */
export function busyRangeAround(window: { from: Date; to: Date }): { from: Date; to: Date } {
  const firstDay = Math.floor(window.from.getTime() / DAY_MS) - 1;
  const lastDay = Math.ceil(window.to.getTime() / DAY_MS) + 1;
  return { from: new Date(firstDay * DAY_MS), to: new Date(lastDay * DAY_MS) };
}
