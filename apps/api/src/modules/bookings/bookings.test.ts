import {
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  SLOT_NOT_AVAILABLE_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  bookingResponseSchema,
  upcomingSessionsResponseSchema,
  type Booking,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { customerProviderMappings } from '../care-team/tables';
import { at, bookAs, createBookableProvider, MONDAY, outboxEmail } from './test-support';

// Booking a free session end to end through the routes (issue 4): created confirmed at once,
// visible in the lists, in the care team, announced through the outbox; idempotency; 409/422.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

export const book = (session: ClientSession, body: Record<string, unknown>, key?: string) =>
  bookAs(t.app, session, body, key);

const careTeamMappings = (userId: number, providerId: number) =>
  t.app.db
    .select()
    .from(customerProviderMappings)
    .where(
      and(
        eq(customerProviderMappings.userId, userId),
        eq(customerProviderMappings.providerId, providerId),
      ),
    );

const bookingOf = (response: { json(): unknown }): Booking =>
  bookingResponseSchema.parse(response.json()).data;

describe('POST /api/customers/bookings (free session)', () => {
  it('confirms at once, lists it, maps the provider and emails an invite', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const response = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(2, 10),
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = bookingOf(response);
    expect(booking).toMatchObject({
      status: 'confirmed',
      kind: 'tele',
      starts_at: at(2, 10),
      ends_at: at(2, 11),
      price: 0,
      payment: { status: 'not_required', checkout_url: null },
      can_reschedule: true,
      can_cancel: true,
      hold_expires_at: null,
    });

    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/customers/bookings/upcoming?new_nsp_flow=true',
      headers: alice.session,
    });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const lists = upcomingSessionsResponseSchema.parse(upcoming.json());
    expect(lists.bookings.map((entry) => entry.id)).toEqual([booking.id]);

    expect(await careTeamMappings(alice.id, provider.id)).toHaveLength(1);

    const email = await outboxEmail(t.app.db, alice.email, 'booking-confirmation');
    expect(email.body).toContain('04 Mar 2026, 10:00 AM (UTC)');
    const { ics } = email;
    expect(ics).toContain('DTSTART:20260304T100000Z');
    expect(ics).toContain(`UID:${booking.id}@kaizen`);
  });

  it('takes the expert out of the care team when the only session is cancelled', async () => {
    const provider = await createBookableProvider(t.app.db, { couple: 0, tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const mappingsOf = () => careTeamMappings(alice.id, provider.id);
    const cancel = (booking: Booking) =>
      t.app.inject({
        method: 'POST',
        url: `/api/customers/bookings/${booking.id}/cancel`,
        headers: alice.session,
        payload: {},
      });
    const couple = bookingOf(
      await book(alice.session, {
        provider_uuid: provider.uuid,
        kind: 'couple',
        starts_at: at(3, 10),
        partner_email: 'partner@example.com',
      }),
    );
    const video = bookingOf(
      await book(alice.session, {
        provider_uuid: provider.uuid,
        kind: 'tele',
        starts_at: at(4, 10),
      }),
    );
    expect(await mappingsOf()).toHaveLength(1);
    // Another session with the expert keeps them in the team; the last one gone, they leave it.
    expect((await cancel(couple)).statusCode).toBe(200);
    expect(await mappingsOf()).toHaveLength(1);
    expect((await cancel(video)).statusCode).toBe(200);
    expect(await mappingsOf()).toHaveLength(0);
  });

  it('answers a retry with the same key with the first booking, and refuses a changed body', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(3, 9) };
    const key = newKey();
    const first = await book(alice.session, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(
      alice.session,
      { ...body, starts_at: '2026-03-05T14:30:00+05:30' },
      key,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(bookingOf(again).id).toBe(bookingOf(first).id);
    const changed = await book(alice.session, { ...body, starts_at: at(3, 10) }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ errors: [IDEMPOTENCY_KEY_REUSED_MESSAGE] });

    // The same key of another person is another request.
    const bob = await signUp(t.app);
    const bobs = await book(bob.session, { ...body, starts_at: at(3, 10) }, key);
    expect(bobs.statusCode, bobs.body).toBe(201);
  });

  it('takes the key from the body too, and needs one', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(3, 12) };
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: alice.session,
      payload: body,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: [IDEMPOTENCY_KEY_REQUIRED_MESSAGE] });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: alice.session,
      payload: { ...body, idempotency_key: newKey() },
    });
    expect(inBody.statusCode, inBody.body).toBe(201);
  });

  it('answers 409 with the booking message for a taken slot, 422 outside availability', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const body = { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(4, 15) };
    expect((await book(alice.session, body)).statusCode).toBe(201);
    const taken = await book(bob.session, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [SLOT_TAKEN_MESSAGE], code: 'slot_taken' });
    const overlapping = await book(bob.session, { ...body, starts_at: at(4, 15, 30) });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('slot_taken');

    const night = await book(bob.session, { ...body, starts_at: at(4, 22) });
    expect(night.statusCode).toBe(422);
    expect(night.json()).toMatchObject({
      errors: [SLOT_NOT_AVAILABLE_MESSAGE],
      code: 'slot_not_available',
    });
    const notOffered = await book(bob.session, {
      ...body,
      kind: 'couple',
      partner_email: 'p@example.com',
    });
    expect(notOffered.statusCode).toBe(422);
    const unknown = await book(bob.session, { ...body, provider_uuid: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('hides booked time from the slots', async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const slotsUrl = `/api/providers/${provider.uuid}/slots?kind=tele&from=${encodeURIComponent(at(5, 0))}&to=${encodeURIComponent(at(6, 0))}`;
    const before = (await t.app.inject({ method: 'GET', url: slotsUrl })).json() as {
      data: { slots: string[] };
    };
    expect(before.data.slots).toContain(at(5, 9));
    await book(alice.session, { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(5, 9) });
    const after = (await t.app.inject({ method: 'GET', url: slotsUrl })).json() as {
      data: { slots: string[] };
    };
    expect(after.data.slots).not.toContain(at(5, 9));
    expect(after.data.slots).toHaveLength(before.data.slots.length - 1);
  });

  it('books offline at one of the provider clinics, couple with a partner email', async () => {
    const provider = await createBookableProvider(t.app.db, { offline: 0, couple: 0 }, MONDAY);
    const alice = await signUp(t.app);
    const noClinic = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'offline',
      starts_at: at(6, 9),
      clinic_id: provider.clinicId + 100_000,
    });
    expect(noClinic.statusCode).toBe(422);
    expect(noClinic.json()).toMatchObject({
      code: 'clinic_not_offered',
      fields: { clinic_id: noClinic.json().errors[0] },
    });
    const offline = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'offline',
      starts_at: at(6, 9),
      clinic_id: provider.clinicId,
    });
    expect(offline.statusCode, offline.body).toBe(201);
    expect(bookingOf(offline).clinic?.address).toBe('12 Sea Face Road, Mumbai');
    const email = await outboxEmail(t.app.db, alice.email, 'booking-confirmation');
    expect(email.body).toContain('12 Sea Face Road, Mumbai');

    const yourself = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'couple',
      starts_at: at(6, 12),
      partner_email: alice.email.toUpperCase(),
    });
    expect(yourself.statusCode).toBe(422);
    expect(yourself.json()).toMatchObject({
      code: 'partner_email_is_yours',
      fields: { partner_email: yourself.json().errors[0] },
    });
  });
});

describe('group sessions', () => {
  it('lists a running group session with its seats left, and books into it by id', async () => {
    const provider = await createBookableProvider(t.app.db, { group: 0 }, MONDAY, {
      groupCapacity: 3,
    });
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const first = await book(alice.session, {
      provider_uuid: provider.uuid,
      kind: 'group',
      starts_at: at(2, 18),
    });
    expect(first.statusCode, first.body).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/providers/${provider.uuid}/group_sessions?from=${encodeURIComponent(at(0, 0))}&to=${encodeURIComponent(at(7, 0))}`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [session] = (listed.json() as { data: { id: string; seats_left: number }[] }).data;
    expect(session?.seats_left).toBe(2);
    expect(bookingOf(first).group_session).toEqual({ id: session?.id, capacity: 3, seats_left: 2 });
    const joined = await book(bob.session, {
      provider_uuid: provider.uuid,
      kind: 'group',
      starts_at: at(2, 18),
      group_session_id: session?.id,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(bookingOf(joined).group_session?.seats_left).toBe(1);
  });
});
