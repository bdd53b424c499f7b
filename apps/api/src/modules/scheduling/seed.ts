import type { Database } from '../../db/client';
import type { Seeder } from '../../db/seed';
import { demoAvailabilityFor } from './demo-availability';
import type { Scheduling } from './service';
import { providersWithoutSchedule, scheduleProfiles } from './queries';
import { availabilityExceptions, availabilityRules, providerScheduleSettings } from './tables';
import { localDayOf } from './time-zones';

// Rows per INSERT: far below PostgreSQL's 65,535 parameters, few round trips for ~300 providers.
const CHUNK = 1_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/**
 * Demo availability for every provider that has none yet (no settings row; runs after the
 * providers seeder), then the cached earliest slot of every provider. Leave and extra hours are placed
 * relative to the clock's today in each provider's zone.
 */
export const demoAvailabilitySeeder =
  (scheduling: Scheduling): Seeder =>
  async (db: Database, clock) => {
    const now = clock.now();
    const providers = await providersWithoutSchedule(db);
    const profiles = await scheduleProfiles(
      db,
      providers.map((provider) => provider.id),
    );
    const rules: (typeof availabilityRules.$inferInsert)[] = [];
    const exceptions: (typeof availabilityExceptions.$inferInsert)[] = [];
    const settings: (typeof providerScheduleSettings.$inferInsert)[] = [];
    for (const { id: providerId, uuid } of providers) {
      const profile = profiles.get(providerId);
      if (!profile) continue;
      const today = localDayOf(profile.timeZone, now.getTime());
      const demo = demoAvailabilityFor(
        { uuid, durations: Object.fromEntries(profile.durationByKind) },
        today,
      );
      settings.push({ providerId, ...demo.settings });
      for (const { kind, hours } of demo.hours) {
        for (const entry of hours) {
          rules.push({
            providerId,
            sessionKind: kind,
            weekday: entry.weekday,
            startTime: entry.start,
            endTime: entry.end,
          });
        }
      }
      for (const change of demo.changes) {
        exceptions.push({
          providerId,
          sessionKind: change.kind ?? null,
          onDate: change.date,
          type: change.type,
          startTime: change.type === 'extra' ? change.start : null,
          endTime: change.type === 'extra' ? change.end : null,
        });
      }
    }
    await insertChunked(settings, (chunk) => db.insert(providerScheduleSettings).values(chunk));
    await insertChunked(rules, (chunk) => db.insert(availabilityRules).values(chunk));
    await insertChunked(exceptions, (chunk) => db.insert(availabilityExceptions).values(chunk));
    await scheduling.refreshAllNextAvailability(db, now);
  };
