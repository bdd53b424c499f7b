import { count, eq, isNotNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { demoAvailabilityFor } from './demo-availability';
import { composeScheduling } from '../../composition';
import { demoAvailabilitySeeder } from './seed';
import {
  ANY_SESSION_KIND,
  availabilityRules,
  providerNextAvailability,
  providerScheduleSettings,
} from './tables';
import { createScheduledProvider } from './test-support';
import { dayNumber } from './time-zones';

const today = dayNumber('2026-11-23');
const uuids = Array.from(
  { length: 200 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);
const allKinds = { tele: 50, offline: 60, couple: 90, group: 90 };
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('demo availability', () => {
  it('is the same for the same provider on every run, and varies between providers', () => {
    const first = demoAvailabilityFor({ uuid: uuids[7] ?? '', durations: allKinds }, today);
    expect(demoAvailabilityFor({ uuid: uuids[7] ?? '', durations: allKinds }, today)).toEqual(
      first,
    );
    const onlineWeeks = new Set(
      uuids.map((uuid) =>
        JSON.stringify(demoAvailabilityFor({ uuid, durations: { tele: 50 } }, today).hours),
      ),
    );
    expect(onlineWeeks.size).toBeGreaterThanOrEqual(10);
  });

  it('offers each kind offered, in windows that hold at least one session, plus leave and extras', () => {
    const all = uuids.map((uuid) => demoAvailabilityFor({ uuid, durations: allKinds }, today));
    for (const demo of all) {
      for (const { kind, hours } of demo.hours) {
        for (const entry of hours) {
          expect(minutes(entry.end) - minutes(entry.start)).toBeGreaterThanOrEqual(allKinds[kind]);
        }
      }
    }
    const away = all.filter((demo) => demo.hours.length === 0).length;
    const withLeave = all.filter((demo) => demo.changes.some((change) => change.type === 'leave'));
    const withExtra = all.filter((demo) => demo.changes.some((change) => change.type === 'extra'));
    expect(away).toBeGreaterThan(0);
    expect(away).toBeLessThan(20);
    expect(withLeave.length).toBeGreaterThan(30);
    expect(withExtra.length).toBeGreaterThan(15);
    for (const change of all.flatMap((demo) => demo.changes)) {
      expect(dayNumber(change.date)).toBeGreaterThan(today);
    }
  });
});

const seedDemoAvailability = demoAvailabilitySeeder(composeScheduling());

describe('seedDemoAvailability', () => {
  // Its own database: the seeder fills in every provider without hours.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('writes hours, settings and the cached earliest slot for every provider, once', async () => {
    const db = handle.db;
    const zones = [
      'Asia/Kolkata',
      'Europe/London',
      'America/New_York',
      'Asia/Dubai',
      'Asia/Singapore',
    ];
    for (let i = 0; i < 30; i++) {
      await createScheduledProvider(
        db,
        zones[i % zones.length] ?? 'Asia/Kolkata',
        i % 3 ? { tele: 50 } : allKinds,
      );
    }
    const clock = new ManualClock('2026-11-23T04:00:00Z');
    await seedDemoAvailability(db, clock);

    const [settings] = await db.select({ n: count() }).from(providerScheduleSettings);
    const [cached] = await db
      .select({ n: count() })
      .from(providerNextAvailability)
      .where(eq(providerNextAvailability.sessionKind, ANY_SESSION_KIND));
    const [available] = await db
      .select({ n: count() })
      .from(providerNextAvailability)
      .where(
        and(
          eq(providerNextAvailability.sessionKind, ANY_SESSION_KIND),
          isNotNull(providerNextAvailability.earliestAt),
        ),
      );
    expect(settings?.n).toBe(30);
    expect(cached?.n).toBe(30);
    expect(available?.n).toBeGreaterThanOrEqual(27);

    const [rulesBefore] = await db.select({ n: count() }).from(availabilityRules);
    await seedDemoAvailability(db, clock);
    const [rulesAfter] = await db.select({ n: count() }).from(availabilityRules);
    expect(rulesAfter?.n).toBe(rulesBefore?.n);
  });
});
