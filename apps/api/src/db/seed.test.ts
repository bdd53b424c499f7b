import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeeders } from '../demo-data';
import { ManualClock } from '../lib/clock';
import { outboxMessages } from '../modules/outbox/tables';
import { organisations } from '../modules/organisations/tables';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from './client';
import { isDatabaseEmpty, reseedDemoData, seedDemoData, seedDemoDataIfEmpty } from './seed';

const clock = new ManualClock('2026-02-01T08:00:00.000Z');
const count = async (db: Database, table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe('isDatabaseEmpty', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
  });
  afterAll(() => handle.close());

  it('is true before the users table exists, while it is empty, and false with a user', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await handle.db.execute(sql`create table users (id int)`);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    await handle.db.execute(sql`insert into users values (1)`);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });
});

// These tests empty whole databases, so they always use a private embedded one: on the shared
// PostgreSQL server they would delete the data of test files running at the same time.
describe('demo data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('seeds an empty database once, with users after their organisations', async () => {
    expect(await seedDemoDataIfEmpty(handle.db, clock, demoSeeders)).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    const users = await count(handle.db, 'users');
    expect(users).toBeGreaterThan(0);
    expect(await count(handle.db, 'organisations')).toBeGreaterThan(0);
    expect(await seedDemoDataIfEmpty(handle.db, clock, demoSeeders)).toBe(false);
    expect(await count(handle.db, 'users')).toBe(users);
  });

  it('gives the demo patient a weekly PHQ-9 trend that eases and never starts the crisis path', async () => {
    const phq9 = await queryRows<{ score: number; crisis: number; completed_at: Date }>(
      handle.db,
      sql`select r.score, jsonb_array_length(r.crisis_reasons) as crisis, r.completed_at
          from assessment_results r join users u on u.id = r.user_id
          where u.email = 'demo@kaizen.health' and r.instrument = 'phq9'
          order by r.completed_at`,
    );
    expect(phq9.map((row) => row.score)).toEqual([13, 11, 8, 6, 4, 3]);
    expect(phq9.every((row) => row.crisis === 0)).toBe(true);
    expect(new Date(phq9.at(-1)?.completed_at ?? 0).getTime()).toBeLessThan(clock.now().getTime());
  });

  it('gives each demo clinician patients with past, to-mark and coming sessions and a note', async () => {
    const rows = await queryRows<{
      email: string;
      patients: number;
      completed: number;
      to_mark: number;
      coming: number;
      notes: number;
    }>(
      handle.db,
      sql`select u.email,
            count(distinct b.user_id)::int as patients,
            count(*) filter (where b.status = 'completed')::int as completed,
            count(*) filter (where b.status = 'confirmed' and b.starts_at < ${clock.now()})::int as to_mark,
            count(*) filter (where b.status = 'confirmed' and b.starts_at > ${clock.now()})::int as coming,
            (select count(*)::int from patient_notes n where n.provider_id = cp.provider_id) as notes
          from users u
          join clinician_providers cp on cp.user_id = u.id
          join bookings b on b.provider_id = cp.provider_id
          where u.email in ('therapist@kaizen.health', 'psychiatrist@kaizen.health', 'couples@kaizen.health')
          group by u.email, cp.provider_id
          order by u.email`,
    );
    expect(rows.map((row) => row.email)).toEqual([
      'couples@kaizen.health',
      'psychiatrist@kaizen.health',
      'therapist@kaizen.health',
    ]);
    for (const row of rows) {
      expect(row.completed, row.email).toBeGreaterThan(0);
      expect(row.to_mark, row.email).toBeGreaterThan(0);
      expect(row.coming, row.email).toBeGreaterThan(0);
      expect(row.notes, row.email).toBe(row.patients);
    }
  });

  it('makes the care-first demo patient a CF user of the demo therapist, online therapy only', async () => {
    const rows = await queryRows<{
      roles: string[];
      clinician: string;
      types: string[];
      kinds: string[];
    }>(
      handle.db,
      sql`select m.roles, t.email as clinician, c.provider_types as types, c.session_kinds as kinds
          from users u
          join customer_provider_mappings m on m.user_id = u.id
          join clinician_providers cp on cp.provider_id = m.provider_id
          join users t on t.id = cp.user_id
          join cf_booking_configs c on c.user_id = u.id
          where u.email = 'cf@kaizen.health'`,
    );
    expect(rows).toEqual([
      {
        roles: ['cf-clinician'],
        clinician: 'therapist@kaizen.health',
        types: ['therapy'],
        kinds: ['tele'],
      },
    ]);
  });

  it('re-seeds to a clean demo database: other rows go, the demo data is as new', async () => {
    const seeded = {
      users: await count(handle.db, 'users'),
      organisations: await count(handle.db, 'organisations'),
      featureFlags: await count(handle.db, 'feature_flags'),
      experiments: await count(handle.db, 'experiments'),
    };
    // The platform's flags and matching_experiment_24, made by a migration, are there too.
    expect(seeded.featureFlags).toBe(3);
    expect(seeded.experiments).toBe(1);
    await handle.db.insert(organisations).values({ name: 'Temp', shortCode: 'temp-org' });
    await handle.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: 'someone@example.com',
      template: 't',
      subject: 's',
      body: 'b',
      createdAt: clock.now(),
    });

    await reseedDemoData(handle.db, clock, demoSeeders);
    expect(await count(handle.db, 'outbox_messages')).toBe(0);
    expect(await count(handle.db, 'users')).toBe(seeded.users);
    expect(await count(handle.db, 'organisations')).toBe(seeded.organisations);
    // Emptied with every table, then put back by their seeders.
    expect(await count(handle.db, 'feature_flags')).toBe(seeded.featureFlags);
    expect(await count(handle.db, 'experiments')).toBe(seeded.experiments);
    // Identities restart, so the demo rows get the same ids every time.
    const [first] = await handle.db.select({ id: organisations.id }).from(organisations).limit(1);
    expect(first?.id).toBe(1);
  });

  it('seeds all or nothing: a failing seeder leaves no demo data behind', async () => {
    const fresh = openDatabase({ DATA_DIR: 'memory://' });
    await fresh.migrate();
    const failing = async () => {
      throw new Error('seeder failed');
    };
    await expect(seedDemoData(fresh.db, clock, [...demoSeeders, failing])).rejects.toThrow(
      'seeder failed',
    );
    expect(await isDatabaseEmpty(fresh.db)).toBe(true);
    expect(await count(fresh.db, 'organisations')).toBe(0);
    await fresh.close();
  });
});
