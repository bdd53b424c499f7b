import {
  BOOKING_NOT_FOUND_MESSAGE,
  FEEDBACK_ALREADY_GIVEN_MESSAGE,
  FEEDBACK_NOT_COMPLETED_MESSAGE,
  RESCHEDULE_LIMIT_MESSAGE,
  RESCHEDULE_TOO_LATE_MESSAGE,
  SESSION_STARTED_MESSAGE,
  analyticsInfoResponseSchema,
  bookingResponseSchema,
  completedSessionsResponseSchema,
  upcomingSessionsResponseSchema,
} from '@kaizen/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import {
  acceptEmailedInvitation,
  at,
  createBookableProvider,
  HOUR_MS,
  markCompleted,
  MONDAY,
  outboxEmail,
} from '../test-support';

// The change policy at its edges with the controllable clock, feedback once after completion, the
// lists, and that another person gets 404 from every booking route (issue 4, BOLA).

let t: TestApp;
let provider: Awaited<ReturnType<typeof createBookableProvider>>;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
  provider = await createBookableProvider(t.app.db, { tele: 0, couple: 0 }, MONDAY);
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(MONDAY));

let keys = 0;
async function bookAt(
  session: ClientSession,
  startsAt: string,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers/bookings',
    headers: { ...session, 'idempotency-key': `policy-${Date.now()}-${(keys += 1)}` },
    payload: { provider_uuid: provider.uuid, kind: 'tele', starts_at: startsAt, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return bookingResponseSchema.parse(response.json()).data;
}

/**
 * A request as the web client makes it: the rotated token of each answer replaces the stored
 * one (SPEC §4), which matters here because the tests move the clock by days between calls.
 */
async function send(session: ClientSession, request: Omit<InjectOptions, 'headers'>) {
  const response = await t.app.inject({ ...request, headers: session } as InjectOptions);
  const token = response.headers['access-token'];
  const expiry = response.headers.expiry;
  if (typeof token === 'string') session['access-token'] = token;
  if (typeof expiry === 'string') session.expiry = expiry;
  return response;
}

const reschedule = (session: ClientSession, id: string, startsAt: string) =>
  send(session, {
    method: 'PATCH',
    url: `/api/customers/bookings/${id}/reschedule`,
    payload: { starts_at: startsAt },
  });
const cancel = (session: ClientSession, id: string) =>
  send(session, {
    method: 'POST',
    url: `/api/customers/bookings/${id}/cancel`,
    payload: { reason: 'Clashes with work' },
  });
const feedback = (session: ClientSession, id: string) =>
  send(session, {
    method: 'POST',
    url: `/api/customers/bookings/${id}/feedback`,
    payload: { rating: 5, text: 'Helpful' },
  });
const get = (session: ClientSession, url: string) => send(session, { method: 'GET', url });

describe('reschedule policy', () => {
  it('moves a booking until exactly 24 h before the start, not a millisecond later', async () => {
    const alice = await signUp(t.app);
    const booking = await bookAt(alice.session, at(5, 10));
    t.clock.set(new Date(Date.parse(at(5, 10)) - 24 * HOUR_MS - 1)); // 1 ms inside the free window
    const view = bookingResponseSchema.parse(
      (await get(alice.session, `/api/customers/bookings/${booking.id}`)).json(),
    ).data;
    expect(view.can_reschedule).toBe(true);
    const moved = await reschedule(alice.session, booking.id, at(5, 12));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(bookingResponseSchema.parse(moved.json()).data).toMatchObject({
      starts_at: at(5, 12),
      reschedule_count: 1,
    });
    // The old time is free again, the new one taken.
    const bob = await signUp(t.app);
    await bookAt(bob.session, at(5, 10));

    t.clock.set(new Date(Date.parse(at(5, 12)) - 24 * HOUR_MS)); // exactly 24 h before: still free
    expect((await reschedule(alice.session, booking.id, at(5, 14))).statusCode).toBe(200);
    const other = await bookAt(alice.session, at(6, 10));
    t.clock.set(new Date(Date.parse(at(6, 10)) - 24 * HOUR_MS + 1)); // 1 ms too late
    const late = await reschedule(alice.session, other.id, at(6, 16));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errors: [RESCHEDULE_TOO_LATE_MESSAGE] });
    const view2 = bookingResponseSchema.parse(
      (await get(alice.session, `/api/customers/bookings/${other.id}`)).json(),
    ).data;
    expect(view2).toMatchObject({
      can_reschedule: false,
      reschedule_blocked_reason: RESCHEDULE_TOO_LATE_MESSAGE,
    });
    expect(view2.cancel_refunds).toBe(false);

    const notice = await outboxEmail(t.app.db, alice.email, 'booking-rescheduled');
    expect(notice.ics).toMatch(/SEQUENCE:[12]/);
  });

  it('allows two reschedules, not three, and refuses a taken new time with 409', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const booking = await bookAt(alice.session, at(10, 9));
    await bookAt(bob.session, at(10, 15));
    const taken = await reschedule(alice.session, booking.id, at(10, 15));
    expect(taken.statusCode).toBe(409);
    expect((await reschedule(alice.session, booking.id, at(10, 10))).statusCode).toBe(200);
    expect((await reschedule(alice.session, booking.id, at(10, 11))).statusCode).toBe(200);
    const third = await reschedule(alice.session, booking.id, at(10, 12));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ errors: [RESCHEDULE_LIMIT_MESSAGE] });
  });

  it('moves a session next to its own time: its own buffer does not block the move', async () => {
    const buffered = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY, {
      bufferMinutes: 15,
    });
    const alice = await signUp(t.app);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...alice.session, 'idempotency-key': `policy-buffer-${Date.now()}` },
      payload: { provider_uuid: buffered.uuid, kind: 'tele', starts_at: at(12, 10) },
    });
    expect(create.statusCode, create.body).toBe(201);
    const booking = bookingResponseSchema.parse(create.json()).data;
    // 11:00 is not offered to anyone else (the 15-minute buffer after 10:00–11:00)...
    const slots = await get(
      alice.session,
      `/api/providers/${buffered.uuid}/slots?kind=tele&from=${at(12, 8)}&to=${at(12, 14)}`,
    );
    expect(slots.body).not.toContain(at(12, 11));
    // ...but it is a fine new time for this very session.
    const moved = await reschedule(alice.session, booking.id, at(12, 11));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(bookingResponseSchema.parse(moved.json()).data.starts_at).toBe(at(12, 11));
  });
});

describe('cancel policy', () => {
  it('cancels until the start, nothing after it', async () => {
    const alice = await signUp(t.app);
    const early = await bookAt(alice.session, at(11, 9));
    const late = await bookAt(alice.session, at(11, 11));
    t.clock.set(at(11, 9));
    const started = await cancel(alice.session, early.id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ errors: [SESSION_STARTED_MESSAGE] });
    const ok = await cancel(alice.session, late.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(bookingResponseSchema.parse(ok.json()).data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Clashes with work',
      cancelled_by: 'patient',
      can_cancel: false,
    });
    const upcoming = upcomingSessionsResponseSchema.parse(
      (await get(alice.session, '/api/customers/bookings/upcoming?new_nsp_flow=true')).json(),
    );
    expect(upcoming.bookings.map((entry) => entry.id)).toEqual([early.id]);
    // The patient's own cancellation is not among the clinician's.
    expect(upcoming.cancelled_bookings).toEqual([]);
  });
});

describe('feedback, completed sessions, analytics', () => {
  it('takes feedback once, after completion, and counts completed sessions', async () => {
    const alice = await signUp(t.app);
    const booking = await bookAt(alice.session, at(12, 9));
    const early = await feedback(alice.session, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: [FEEDBACK_NOT_COMPLETED_MESSAGE] });
    await markCompleted(t.app.db, booking.id);
    expect((await feedback(alice.session, booking.id)).statusCode).toBe(201);
    const twice = await feedback(alice.session, booking.id);
    expect(twice.json()).toMatchObject({ errors: [FEEDBACK_ALREADY_GIVEN_MESSAGE] });
    const completed = completedSessionsResponseSchema.parse(
      (await get(alice.session, '/api/customers/bookings/completed')).json(),
    );
    expect(completed.bookings.map((entry) => [entry.id, entry.feedback_given])).toEqual([
      [booking.id, true],
    ]);
    const analytics = analyticsInfoResponseSchema.parse(
      (await get(alice.session, '/api/customers/analytics_info')).json(),
    );
    expect(analytics.data.total_completed_sessions).toBe(1);
  });

  it("suggests the last provider's next slot at the person's usual time, with the reason", async () => {
    const alice = await signUp(t.app);
    const first = await bookAt(alice.session, at(1, 17)); // Tuesday 17:00 UTC
    await markCompleted(t.app.db, first.id);
    const upcoming = upcomingSessionsResponseSchema.parse(
      (await get(alice.session, '/api/customers/bookings/upcoming?new_nsp_flow=true')).json(),
    );
    expect(upcoming.suggested_bookings).toEqual([
      expect.objectContaining({
        starts_at: at(1, 17),
        kind: 'tele',
        reason: expect.stringContaining('Tuesday 05:00 PM'),
      }),
    ]);
  });
});

describe('access control', () => {
  it('answers 404 to another person on every booking route; the couple partner may only look', async () => {
    const alice = await signUp(t.app);
    const mallory = await signUp(t.app);
    const partnerEmail = `partner.${Date.now()}@example.com`;
    const booking = await bookAt(alice.session, at(13, 9), {
      kind: 'couple',
      partner_email: partnerEmail,
    });
    const notFound = { errors: [BOOKING_NOT_FOUND_MESSAGE], code: 'not_found' };
    for (const response of [
      await get(mallory.session, `/api/customers/bookings/${booking.id}`),
      await reschedule(mallory.session, booking.id, at(13, 11)),
      await cancel(mallory.session, booking.id),
      await feedback(mallory.session, booking.id),
      await get(mallory.session, `/api/customers/bookings/not-a-uuid`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const lists = upcomingSessionsResponseSchema.parse(
      (await get(mallory.session, '/api/customers/bookings/upcoming')).json(),
    );
    expect(lists.bookings).toEqual([]);

    // Same email as the invitation, but no access until the emailed invitation is accepted.
    const partner = await signUp(t.app, { email: partnerEmail });
    expect((await get(partner.session, `/api/customers/bookings/${booking.id}`)).statusCode).toBe(
      404,
    );
    expect((await acceptEmailedInvitation(t.app, partnerEmail, partner.session)).statusCode).toBe(
      200,
    );
    const seen = await get(partner.session, `/api/customers/bookings/${booking.id}`);
    expect(seen.statusCode).toBe(200);
    expect(bookingResponseSchema.parse(seen.json()).data).toMatchObject({
      is_partner_view: true,
      can_cancel: false,
      can_reschedule: false,
    });
    expect((await cancel(partner.session, booking.id)).statusCode).toBe(404);
    const partnerLists = upcomingSessionsResponseSchema.parse(
      (await get(partner.session, '/api/customers/bookings/upcoming')).json(),
    );
    expect(partnerLists.bookings.map((entry) => entry.id)).toEqual([booking.id]);
  });
});
