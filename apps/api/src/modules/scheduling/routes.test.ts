import {
  PROVIDER_NOT_FOUND_MESSAGE,
  SLOT_WINDOW_ORDER_MESSAGE,
  SLOT_WINDOW_TOO_LONG_MESSAGE,
  providerSlotsResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { kindNotOfferedMessage } from './service';
import { createScheduledProvider, everyWeekday } from './test-support';

// GET /api/providers/{uuid}/slots (issue 3): a London provider seen by a visitor in Kolkata, whose
// web app asks for three Kolkata days around the 29 March 2026 clock change.
const kolkataDays = { from: '2026-03-28T00:00:00+05:30', to: '2026-03-31T00:00:00+05:30' };

describe('GET /api/providers/:uuid/slots', () => {
  let test: TestApp;
  let london: { id: number; uuid: string };
  const clock = new ManualClock('2026-03-27T12:00:00Z');

  beforeAll(async () => {
    test = await createTestApp({}, clock);
    const db = test.app.db;
    london = await createScheduledProvider(db, 'Europe/London', { tele: 50, offline: 60 });
    await test.app.scheduling.saveWeeklyHours(
      db,
      london.id,
      'tele',
      everyWeekday('09:00', '11:00'),
      clock.now(),
    );
    await test.app.scheduling.saveScheduleSettings(
      db,
      london.id,
      { bufferMinutes: 10, minNoticeMinutes: 240, horizonDays: 30 },
      clock.now(),
    );
  });
  afterAll(() => test.app.close());

  const slots = (uuid: string, query: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: `/api/providers/${uuid}/slots`, query });

  it('answers UTC instants from London wall-clock hours, across the clock change', async () => {
    clock.set('2026-03-27T12:00:00Z');
    const response = await slots(london.uuid, { ...kolkataDays, kind: 'tele' });
    expect(response.statusCode).toBe(200);
    expect(providerSlotsResponseSchema.parse(response.json())).toEqual({
      data: {
        provider_uuid: london.uuid,
        kind: 'tele',
        time_zone: 'Europe/London',
        duration_minutes: 50,
        slots: [
          '2026-03-28T09:00:00.000Z', // Sat 09:00 GMT = 14:30 in Kolkata
          '2026-03-28T09:50:00.000Z',
          '2026-03-29T08:00:00.000Z', // Sun 09:00 BST = 13:30 in Kolkata
          '2026-03-29T08:50:00.000Z',
          '2026-03-30T08:00:00.000Z',
          '2026-03-30T08:50:00.000Z',
        ],
      },
    });
  });

  it('counts the four-hour minimum notice from the clock of the request', async () => {
    clock.set('2026-03-28T06:00:00Z'); // Saturday's slots start before 10:00Z: too soon
    const response = await slots(london.uuid, { ...kolkataDays, kind: 'tele' });
    expect(response.json().data.slots[0]).toBe('2026-03-29T08:00:00.000Z');
    expect(response.json().data.slots).toHaveLength(4);
  });

  it('shows changed hours in the very next answer (the availability cache follows writes)', async () => {
    clock.set('2026-03-27T12:00:00Z');
    const provider = await createScheduledProvider(test.app.db, 'Asia/Kolkata', { tele: 60 });
    const db = test.app.db;
    await test.app.scheduling.saveWeeklyHours(
      db,
      provider.id,
      'tele',
      everyWeekday('10:00', '11:00'),
      clock.now(),
    );
    const before = await slots(provider.uuid, { ...kolkataDays, kind: 'tele' });
    expect(before.json().data.slots).toHaveLength(3);
    // A narrower window of the same days reads the same cached hours.
    const narrower = { ...kolkataDays, to: '2026-03-29T00:00:00+05:30' };
    expect((await slots(provider.uuid, { ...narrower, kind: 'tele' })).json().data.slots).toEqual([
      '2026-03-28T04:30:00.000Z',
    ]);
    await test.app.scheduling.saveWeeklyHours(
      db,
      provider.id,
      'tele',
      everyWeekday('10:00', '12:00'),
      clock.now(),
    );
    const after = await slots(provider.uuid, { ...kolkataDays, kind: 'tele' });
    expect(after.json().data.slots).toHaveLength(6);
  });

  it('gives an empty list for a kind offered without hours in the window', async () => {
    const response = await slots(london.uuid, { ...kolkataDays, kind: 'offline' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ duration_minutes: 60, slots: [] });
  });

  it.each([
    [{ to: kolkataDays.to, kind: 'tele' }, 'from is required.'],
    [
      { from: 'tomorrow', to: kolkataDays.to, kind: 'tele' },
      'from must be a date and time (ISO 8601).',
    ],
    [
      { from: '2026-03-28T00:00:00', to: kolkataDays.to, kind: 'tele' },
      'from must be a date and time (ISO 8601).',
    ],
    [{ from: kolkataDays.to, to: kolkataDays.from, kind: 'tele' }, SLOT_WINDOW_ORDER_MESSAGE],
    [{ from: kolkataDays.from, to: kolkataDays.from, kind: 'tele' }, SLOT_WINDOW_ORDER_MESSAGE],
    [
      { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:01Z', kind: 'tele' },
      SLOT_WINDOW_TOO_LONG_MESSAGE,
    ],
    [
      { ...kolkataDays, kind: 'video' },
      'kind must be one of "tele", "offline", "couple", "group".',
    ],
    [{ ...kolkataDays }, 'kind is required.'],
  ])('answers 422 naming the problem: %j', async (query, message) => {
    const response = await slots(london.uuid, query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [message] });
  });

  it('accepts a window of exactly 31 days', async () => {
    const query = { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z', kind: 'tele' };
    expect((await slots(london.uuid, query)).statusCode).toBe(200);
  });

  it('answers 422 for a session kind the provider does not offer', async () => {
    const response = await slots(london.uuid, { ...kolkataDays, kind: 'couple' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [kindNotOfferedMessage('couple')] });
  });

  it('answers 404 for an unknown, malformed or unlisted provider', async () => {
    const hidden = await createScheduledProvider(test.app.db, 'Asia/Kolkata', { tele: 50 }, false);
    for (const uuid of [crypto.randomUUID(), 'not-a-uuid', hidden.uuid]) {
      const response = await slots(uuid, { ...kolkataDays, kind: 'tele' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [PROVIDER_NOT_FOUND_MESSAGE] });
    }
  });
});
