import {
  clinicianHoursResponseSchema,
  hoursPreviewResponseSchema,
  providerSlotsResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../test/auth';
import { clinicianProviders } from '../bookings/tables';
import { createScheduledProvider, everyWeekday } from './test-support';

// A clinician's own hours (issue 13): read and changed only for the own provider; the patient
// directory's slots follow a change at once; patients find no clinician route at all.

const MONDAY = new Date('2026-03-02T00:00:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

async function clinicianWithProvider() {
  // UTC, hourly 08:00–20:00 every day for both kinds, no buffer or notice, 60 days ahead.
  const provider = await createScheduledProvider(t.app.db, 'UTC', { tele: 60, offline: 60 });
  const settings = { bufferMinutes: 0, minNoticeMinutes: 0, horizonDays: 60 };
  await t.app.scheduling.saveScheduleSettings(t.app.db, provider.id, settings, MONDAY);
  for (const kind of ['tele', 'offline'] as const) {
    await t.app.scheduling.saveWeeklyHours(
      t.app.db,
      provider.id,
      kind,
      everyWeekday('08:00', '20:00'),
      MONDAY,
    );
  }
  const account = await createAccount(t.app, 'therapist');
  await t.app.db.insert(clinicianProviders).values({ userId: account.id, providerId: provider.id });
  const response = await signIn(t.app, account.email, { platform: 'kaizen-clinician' });
  expect(response.statusCode, response.body).toBe(200);
  return { provider, session: sessionFrom(response) };
}

const call = (session: ClientSession, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: session,
    ...(payload ? { payload } : {}),
  });

const THURSDAY = '2026-03-05';
const thursdaySlots = async (uuid: string) => {
  const query = new URLSearchParams({
    from: `${THURSDAY}T00:00:00Z`,
    to: `${THURSDAY}T23:59:59Z`,
    kind: 'tele',
  });
  const response = await t.app.inject({ url: `/api/providers/${uuid}/slots?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return providerSlotsResponseSchema.parse(response.json()).data.slots;
};

describe('clinician hours', () => {
  it("changes Thursday's tele hours and the directory's slots show them at once", async () => {
    const { provider, session } = await clinicianWithProvider();
    const read = await call(session, 'GET', '/api/clinicians/hours');
    expect(read.statusCode, read.body).toBe(200);
    const hours = clinicianHoursResponseSchema.parse(read.json()).data;
    expect(hours.time_zone).toBe('UTC');
    expect(hours.kinds.map((kind) => kind.kind).sort()).toEqual(['offline', 'tele']);
    // Warm the public slots cache before the change: the change must still show.
    expect(await thursdaySlots(provider.uuid)).toContain(`${THURSDAY}T08:00:00.000Z`);

    const windows = hours.kinds
      .find((kind) => kind.kind === 'tele')
      ?.windows.filter((window) => window.weekday !== 4);
    const saved = await call(session, 'PUT', '/api/clinicians/hours/weekly/tele', {
      windows: [...(windows ?? []), { weekday: 4, start: '14:00', end: '16:00' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const thursday = clinicianHoursResponseSchema
      .parse(saved.json())
      .data.kinds.find((kind) => kind.kind === 'tele')
      ?.windows.filter((window) => window.weekday === 4);
    expect(thursday).toEqual([{ weekday: 4, start: '14:00', end: '16:00' }]);
    expect(await thursdaySlots(provider.uuid)).toEqual([
      `${THURSDAY}T14:00:00.000Z`,
      `${THURSDAY}T15:00:00.000Z`,
    ]);
  });

  it('adds and removes leave, keeps settings and previews 14 days of slots', async () => {
    const { provider, session } = await clinicianWithProvider();
    const leave = await call(session, 'POST', '/api/clinicians/hours/exceptions', {
      type: 'leave',
      date: THURSDAY,
      kind: null,
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const [exception] = clinicianHoursResponseSchema.parse(leave.json()).data.exceptions;
    expect(exception).toMatchObject({ date: THURSDAY, type: 'leave', kind: null });
    expect(await thursdaySlots(provider.uuid)).toEqual([]);

    const settings = await call(session, 'PUT', '/api/clinicians/hours/settings', {
      time_zone: 'Asia/Kolkata',
      buffer_minutes: 15,
      min_notice_minutes: 60,
      horizon_days: 7,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const stored = clinicianHoursResponseSchema.parse(settings.json()).data;
    expect(stored.time_zone).toBe('Asia/Kolkata');
    expect(stored.settings).toEqual({
      buffer_minutes: 15,
      min_notice_minutes: 60,
      horizon_days: 7,
    });

    const preview = await call(session, 'GET', '/api/clinicians/hours/preview?kind=tele');
    expect(preview.statusCode, preview.body).toBe(200);
    const slots = hoursPreviewResponseSchema.parse(preview.json()).data.slots;
    expect(slots.length).toBeGreaterThan(0);
    // The horizon of 7 days bounds the 14-day preview.
    const last = Date.parse(slots.at(-1) ?? '');
    expect(last).toBeLessThanOrEqual(MONDAY.getTime() + 8 * 86_400_000);

    const removed = await call(
      session,
      'DELETE',
      `/api/clinicians/hours/exceptions/${exception?.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(clinicianHoursResponseSchema.parse(removed.json()).data.exceptions).toEqual([]);
  });

  it('refuses bad input with 422 and never touches another clinician’s hours', async () => {
    const mine = await clinicianWithProvider();
    const theirs = await clinicianWithProvider();
    const leave = await call(theirs.session, 'POST', '/api/clinicians/hours/exceptions', {
      type: 'leave',
      date: THURSDAY,
      kind: 'tele',
    });
    const [their] = clinicianHoursResponseSchema.parse(leave.json()).data.exceptions;
    const remove = await call(
      mine.session,
      'DELETE',
      `/api/clinicians/hours/exceptions/${their?.id}`,
    );
    expect(remove.statusCode).toBe(404);
    const still = await call(theirs.session, 'GET', '/api/clinicians/hours');
    expect(clinicianHoursResponseSchema.parse(still.json()).data.exceptions).toHaveLength(1);

    for (const [url, body] of [
      [
        '/api/clinicians/hours/weekly/tele',
        { windows: [{ weekday: 4, start: '16:00', end: '09:00' }] },
      ],
      [
        '/api/clinicians/hours/weekly/tele',
        {
          windows: [
            { weekday: 4, start: '09:00', end: '12:00' },
            { weekday: 4, start: '11:00', end: '13:00' },
          ],
        },
      ],
      ['/api/clinicians/hours/weekly/group', { windows: [] }],
      [
        '/api/clinicians/hours/settings',
        { time_zone: 'Mars/Olympus', buffer_minutes: 0, min_notice_minutes: 0, horizon_days: 5 },
      ],
    ] as const) {
      const response = await call(mine.session, 'PUT', url, body);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
    }
  });

  it('answers a patient 404 on every hours route', async () => {
    const patient = await signUp(t.app);
    for (const [method, url] of [
      ['GET', '/api/clinicians/hours'],
      ['PUT', '/api/clinicians/hours/weekly/tele'],
      ['PUT', '/api/clinicians/hours/settings'],
      ['POST', '/api/clinicians/hours/exceptions'],
      ['DELETE', '/api/clinicians/hours/exceptions/1'],
      ['GET', '/api/clinicians/hours/preview?kind=tele'],
    ] as const) {
      const body =
        method === 'PUT' && url.endsWith('settings')
          ? { time_zone: 'UTC', buffer_minutes: 0, min_notice_minutes: 0, horizon_days: 5 }
          : method === 'PUT'
            ? { windows: [] }
            : method === 'POST'
              ? { type: 'leave', date: THURSDAY, kind: null }
              : undefined;
      const response = await call(patient.session, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses a patient at the clinician workspace sign-in with a clear 403', async () => {
    const patient = await createAccount(t.app, 'patient');
    const response = await signIn(t.app, patient.email, { platform: 'kaizen-clinician' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errors: ['This workspace is for Kaizen clinicians. Patients sign in at the Kaizen app.'],
    });
  });
});
