import {
  BOOKING_NOT_FOUND_MESSAGE,
  JOIN_ENDED_MESSAGE,
  JOIN_TOO_EARLY_MESSAGE,
  bookingJoinResponseSchema,
  bookingResponseSchema,
  sessionJoinUrl,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { verifyToken } from '../../../lib/signed-tokens';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/app';
import { createAccount, sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';
import { clinicianProviders } from '../tables';
import { acceptEmailedInvitation, at, createBookableProvider, MONDAY } from '../test-support';

// Joining a session (SPEC §4): open from 10 minutes before the start to the end, for the person
// who booked and the invited couple partner only; the token is signed for the session host.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

/** Keeps the rotated token of each answer, as the web client does (the clock moves here). */
async function join(session: ClientSession, id: string, side = 'customers') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${side}/bookings/${id}/join?platform=android`,
    headers: session,
  });
  const token = response.headers['access-token'];
  if (typeof token === 'string') session['access-token'] = token;
  return response;
}

describe('GET /api/customers/bookings/{id}/join', () => {
  it('opens 10 minutes before the start, closes at the end, and only for participants', async () => {
    const provider = await createBookableProvider(t.app.db, { couple: 0 }, MONDAY);
    const partnerEmail = `join.partner.${Date.now()}@example.com`;
    const alice = await signUp(t.app);
    const mallory = await signUp(t.app);
    const partner = await signUp(t.app, { email: partnerEmail });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...alice.session, 'idempotency-key': `join-${Date.now()}` },
      payload: {
        provider_uuid: provider.uuid,
        kind: 'couple',
        starts_at: at(0, 10),
        partner_email: partnerEmail,
      },
    });
    const booking = bookingResponseSchema.parse(booked.json()).data;
    expect((await acceptEmailedInvitation(t.app, partnerEmail, partner.session)).statusCode).toBe(
      200,
    );

    t.clock.set(new Date(Date.parse(at(0, 10)) - 10 * 60_000 - 1));
    const early = await join(alice.session, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: [JOIN_TOO_EARLY_MESSAGE] });

    t.clock.set(new Date(Date.parse(at(0, 10)) - 10 * 60_000));
    const open = await join(alice.session, booking.id);
    expect(open.statusCode, open.body).toBe(200);
    const details = bookingJoinResponseSchema.parse(open.json()).data;
    expect(details).toMatchObject({
      booking_id: booking.id,
      session_host_url: `${t.app.config.PUBLIC_URL.replace(/\/+$/, '')}/session`,
      display_name: 'Asha Verma',
      opens_at: new Date(Date.parse(at(0, 10)) - 10 * 60_000).toISOString(),
      closes_at: at(0, 11),
    });
    const claims = await verifyToken(
      TEST_AUTH_SECRET,
      'session-join',
      details.join_token,
      t.clock.now(),
    );
    expect(claims).toMatchObject({ sub: String(alice.id), bid: booking.id, name: 'Asha Verma' });

    // The URL the web builds from it opens the session host's room page.
    const url = new URL(sessionJoinUrl(details, { redirectUrl: '/', platform: 'website' }));
    const room = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(room.statusCode, room.body).toBe(200);

    expect((await join(partner.session, booking.id)).statusCode).toBe(200);
    const stranger = await join(mallory.session, booking.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ errors: [BOOKING_NOT_FOUND_MESSAGE] });

    t.clock.set(at(0, 11));
    const ended = await join(alice.session, booking.id);
    expect(ended.json()).toMatchObject({ errors: [JOIN_ENDED_MESSAGE] });
    expect(
      await verifyToken(TEST_AUTH_SECRET, 'session-join', details.join_token, t.clock.now()),
    ).toBeNull();
    t.clock.set(MONDAY);
  });
});

describe('GET /api/clinicians/bookings/{id}/join', () => {
  async function clinicianOf(providerId: number) {
    const account = await createAccount(t.app, 'therapist');
    await t.app.db.insert(clinicianProviders).values({ userId: account.id, providerId });
    const response = await signIn(t.app, account.email, { platform: 'kaizen-clinician' });
    expect(response.statusCode, response.body).toBe(200);
    return { id: account.id, session: sessionFrom(response) };
  }

  it("lets the session's own clinician into the same room, in the same window", async () => {
    const provider = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const elsewhere = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const clinician = await clinicianOf(provider.id);
    const otherClinician = await clinicianOf(elsewhere.id);
    const patient = await signUp(t.app);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...patient.session, 'idempotency-key': `clinician-join-${Date.now()}` },
      payload: { provider_uuid: provider.uuid, kind: 'tele', starts_at: at(2, 10) },
    });
    const booking = bookingResponseSchema.parse(booked.json()).data;
    const opens = Date.parse(at(2, 10)) - 10 * 60_000;

    t.clock.set(new Date(opens - 1));
    const early = await join(clinician.session, booking.id, 'clinicians');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: [JOIN_TOO_EARLY_MESSAGE] });

    t.clock.set(new Date(opens));
    const open = await join(clinician.session, booking.id, 'clinicians');
    expect(open.statusCode, open.body).toBe(200);
    const details = bookingJoinResponseSchema.parse(open.json()).data;
    expect(details).toMatchObject({ booking_id: booking.id, display_name: 'Test therapist' });
    const claims = await verifyToken(
      TEST_AUTH_SECRET,
      'session-join',
      details.join_token,
      t.clock.now(),
    );
    // The clinician's own token, tied to their id and this booking.
    expect(claims).toMatchObject({ sub: String(clinician.id), bid: booking.id });
    const url = new URL(
      sessionJoinUrl(details, { redirectUrl: '/clinician/', platform: 'website' }),
    );
    const room = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(room.statusCode, room.body).toBe(200);
    // The patient's link leads to the very same room.
    const patientJoin = bookingJoinResponseSchema.parse(
      (await join(patient.session, booking.id)).json(),
    ).data;
    const patientUrl = new URL(
      sessionJoinUrl(patientJoin, { redirectUrl: '/', platform: 'website' }),
    );
    const patientRoom = await t.app.inject({ method: 'GET', url: patientUrl.pathname });
    const roomOf = (html: string) => /kaizen-[0-9a-f]{32}/.exec(html)?.[0];
    expect(roomOf(patientRoom.body)).toBeDefined();
    expect(roomOf(patientRoom.body)).toBe(roomOf(room.body));

    for (const stranger of [otherClinician.session, patient.session]) {
      const refused = await join(stranger, booking.id, 'clinicians');
      expect(refused.statusCode).toBe(404);
    }

    t.clock.set(at(2, 11));
    const ended = await join(clinician.session, booking.id, 'clinicians');
    expect(ended.json()).toMatchObject({ errors: [JOIN_ENDED_MESSAGE] });
    t.clock.set(MONDAY);
  });
});
