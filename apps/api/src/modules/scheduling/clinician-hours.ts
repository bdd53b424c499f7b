import {
  HOURS_PREVIEW_DAYS,
  SESSION_KINDS,
  type ClinicianHours,
  type DateExceptionBody,
  type HoursPreview,
  type HoursSettingsBody,
  type SessionKind,
  type WeeklyWindow,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers } from '../providers/tables';
import { notFound, unprocessable } from '../../lib/http-errors';
import { DEFAULT_SCHEDULE_SETTINGS } from './availability';
import { exceptionsOf, rulesOf, scheduleProfiles, settingsOf } from './queries';
import { kindNotOfferedMessage, type Scheduling } from './service';
import { DAY_MS, isoDate, localDayOf } from './time-zones';

// A clinician's own hours (issue 13), read and written through the scheduling module's tables
// and writers: every write refreshes the cached earliest slot in its transaction, and the public
// slots cache follows the database snapshot, so the patient directory shows a change at once.

const EXCEPTION_NOT_FOUND_MESSAGE = 'This date change does not exist.';

/** "09:00:00" (PostgreSQL time) → "09:00"; "24:00:00" stays "24:00". */
const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

async function profileOf(db: Database, providerId: number) {
  const profile = (await scheduleProfiles(db, [providerId])).get(providerId);
  if (!profile) throw notFound();
  return profile;
}

export async function clinicianHours(
  db: Database,
  providerId: number,
  now: Date,
): Promise<ClinicianHours> {
  const profile = await profileOf(db, providerId);
  const today = isoDate(localDayOf(profile.timeZone, now.getTime()));
  const rules = (await rulesOf(db, [providerId])).get(providerId) ?? [];
  const exceptions = (await exceptionsOf(db, [providerId], today)).get(providerId) ?? [];
  const settings =
    (await settingsOf(db, [providerId])).get(providerId) ?? DEFAULT_SCHEDULE_SETTINGS;
  const [provider] = await db
    .select({ uuid: providers.uuid })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!provider) throw notFound();
  return {
    provider_uuid: provider.uuid,
    time_zone: profile.timeZone,
    settings: {
      buffer_minutes: settings.bufferMinutes,
      min_notice_minutes: settings.minNoticeMinutes,
      horizon_days: settings.horizonDays,
    },
    kinds: [...profile.durationByKind]
      .sort(([a], [b]) => SESSION_KINDS.indexOf(a) - SESSION_KINDS.indexOf(b))
      .map(([kind, durationMinutes]) => ({
        kind,
        duration_minutes: durationMinutes,
        windows: rules
          .filter((rule) => rule.sessionKind === kind)
          .map((rule) => ({
            weekday: rule.weekday,
            start: hhmm(rule.startTime) ?? '',
            end: hhmm(rule.endTime) ?? '',
          }))
          .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
      })),
    exceptions: exceptions
      .map((row) => ({
        id: row.id,
        date: row.onDate,
        type: row.type,
        kind: row.sessionKind,
        start: hhmm(row.startTime),
        end: hhmm(row.endTime),
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
  };
}

async function requireOffered(db: Database, providerId: number, kind: SessionKind | null) {
  if (kind === null) return;
  const profile = await profileOf(db, providerId);
  if (!profile.durationByKind.has(kind)) throw unprocessable(kindNotOfferedMessage(kind));
}

export async function replaceWeeklyHours(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  kind: SessionKind,
  windows: readonly WeeklyWindow[],
  now: Date,
): Promise<void> {
  await requireOffered(db, providerId, kind);
  await scheduling.saveWeeklyHours(db, providerId, kind, windows, now);
}

export async function updateHoursSettings(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  body: HoursSettingsBody,
  now: Date,
): Promise<void> {
  const settings = {
    bufferMinutes: body.buffer_minutes,
    minNoticeMinutes: body.min_notice_minutes,
    horizonDays: body.horizon_days,
  };
  await scheduling.saveScheduleSettings(db, providerId, settings, now, body.time_zone);
}

export async function addDateException(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  body: DateExceptionBody,
  now: Date,
): Promise<void> {
  await requireOffered(db, providerId, body.kind);
  await scheduling.addDateChange(db, providerId, body, now);
}

export async function deleteDateException(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  id: number,
  now: Date,
): Promise<void> {
  if (!(await scheduling.removeDateChange(db, providerId, id, now))) {
    throw notFound(EXCEPTION_NOT_FOUND_MESSAGE);
  }
}

/** The bookable starts of one kind over the next HOURS_PREVIEW_DAYS days, as patients see them. */
export async function hoursPreview(
  scheduling: Scheduling,
  db: Database,
  providerId: number,
  kind: SessionKind,
  now: Date,
): Promise<HoursPreview> {
  const to = new Date(now.getTime() + HOURS_PREVIEW_DAYS * DAY_MS);
  const times = await scheduling.slotsForProvider(db, providerId, { from: now, to, kind }, now);
  return {
    kind,
    time_zone: times.timeZone,
    duration_minutes: times.durationMinutes,
    slots: times.slots.map((slot) => slot.toISOString()),
  };
}
