import {
  BOOKING_OVERLAP_MESSAGE,
  START_PASSED_MESSAGE,
  bookingCheckResponseSchema,
  bookingResponseSchema,
  providerSlotsResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import { at, bookAs, checkAs, createBookableProvider, MONDAY } from '../test-support';

// Issue 9: what the review step states before Pay is the server's answer (past starts, the
// change policy of this session, overlapping sessions), and a checkout the person left does not
// keep its time (or its neighbours) from them or others.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const book = (session: ClientSession, body: Record<string, unknown>) =>
  bookAs(t.app, session, body);
const check = (session: ClientSession, body: Record<string, unknown>) =>
  checkAs(t.app, session, body);
const slots = async (uuid: string, day: number, session?: ClientSession) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/providers/${uuid}/slots?kind=tele&from=${at(day, 0)}&to=${at(day + 1, 0)}`,
    headers: session ?? {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return providerSlotsResponseSchema.parse(response.json()).data.slots;
};

describe('POST /api/customers/bookings/check', () => {
  it('refuses a start that has passed, before review and when booking', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const past = { provider_uuid: provider.uuid, kind: 'tele', starts_at: '2020-01-01T10:00:00Z' };
    for (const response of [await check(alice.session, past), await book(alice.session, past)]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        errors: [START_PASSED_MESSAGE],
        code: 'start_passed',
      });
    }
  });

  it('states the change policy of this session: free until 24 h before, or never', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(t.app);
    const soon = await check(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(0, 14),
    });
    expect(soon.statusCode, soon.body).toBe(200);
    expect(bookingCheckResponseSchema.parse(soon.json()).data).toMatchObject({
      starts_at: at(0, 14),
      ends_at: at(0, 15),
      free_changes_until: null,
      overlapping: [],
    });
    const later = await check(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(3, 10),
    });
    expect(bookingCheckResponseSchema.parse(later.json()).data.free_changes_until).toBe(at(2, 10));
  });

  it('names the overlapping session and books both only when asked to', async () => {
    const inPerson = await createBookableProvider(t.app.db, { offline: 0 }, MONDAY);
    const video = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const first = await book(alice.session, {
      provider_uuid: inPerson.uuid,
      kind: 'offline',
      clinic_id: inPerson.clinicId,
      starts_at: at(2, 14),
    });
    expect(first.statusCode, first.body).toBe(201);
    const booked = bookingResponseSchema.parse(first.json()).data;

    const overlapping = { provider_uuid: video.uuid, kind: 'tele', starts_at: at(2, 14) };
    const answer = bookingCheckResponseSchema.parse(
      (await check(alice.session, overlapping)).json(),
    );
    expect(answer.data.overlapping).toEqual([
      expect.objectContaining({
        id: booked.id,
        kind: 'offline',
        starts_at: at(2, 14),
        clinic: expect.objectContaining({ id: inPerson.clinicId }),
      }),
    ]);
    // Someone else's sessions are never named.
    const theirs = bookingCheckResponseSchema.parse((await check(bob.session, overlapping)).json());
    expect(theirs.data.overlapping).toEqual([]);

    const refused = await book(alice.session, overlapping);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ errors: [BOOKING_OVERLAP_MESSAGE], code: 'booking_overlap' });
    const both = await book(alice.session, { ...overlapping, allow_overlap: true });
    expect(both.statusCode, both.body).toBe(201);
    // Back to back is not an overlap.
    const after = await book(alice.session, { ...overlapping, starts_at: at(2, 15) });
    expect(after.statusCode, after.body).toBe(201);
  });
});

describe('a checkout the person left', () => {
  it('hides only its own time from others, is free to its holder, and ends when they book again', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 50_000 }, MONDAY, {
      bufferMinutes: 15,
    });
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const held = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(4, 10),
    });
    expect(held.statusCode, held.body).toBe(201);
    const hold = bookingResponseSchema.parse(held.json()).data;
    expect(hold.status).toBe('held');

    // Others: the held hour is gone, the hours either side stay (no buffer around a hold).
    const forBob = await slots(provider.uuid, 4, bob.session);
    expect(forBob).not.toContain(at(4, 10));
    expect(forBob).toEqual(expect.arrayContaining([at(4, 9), at(4, 11)]));
    expect(await slots(provider.uuid, 4)).toEqual(forBob);
    // The holder sees their own held time, and the review check lets them through.
    expect(await slots(provider.uuid, 4, alice.session)).toContain(at(4, 10));
    const again = await check(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(4, 10),
    });
    expect(again.statusCode, again.body).toBe(200);

    // Booking another time with the same expert ends the left checkout at once.
    const other = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(4, 12),
    });
    expect(other.statusCode, other.body).toBe(201);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/customers/bookings/${hold.id}`,
      headers: alice.session,
    });
    expect(bookingResponseSchema.parse(view.json()).data.status).toBe('expired');
    expect(await slots(provider.uuid, 4, bob.session)).toContain(at(4, 10));
  });
});
