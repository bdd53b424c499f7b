import {
  bookingResponseSchema,
  INVALID_PARTNER_INVITATION_MESSAGE,
  OWN_PARTNER_INVITATION_MESSAGE,
  upcomingSessionsResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/app';
import { signUp, type ClientSession } from '../../../test/auth';
import { acceptEmailedInvitation, at, createBookableProvider, MONDAY } from '../test-support';

// Issue 8 case 3: couple bookings granted the partner's view by matching partner_email to the
// account email. Now the partner is whoever accepts the emailed invitation while signed in, by
// user id; an account that merely has the partner's email address sees nothing.

describe('couple session invitations', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof createBookableProvider>>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY));
    provider = await createBookableProvider(t.app.db, { couple: 0 }, MONDAY);
  });
  afterAll(() => t.app.close());

  let keys = 0;
  async function bookCouple(session: ClientSession, partnerEmail: string, day: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings',
      headers: { ...session, 'idempotency-key': `couple-${Date.now()}-${(keys += 1)}` },
      payload: {
        provider_uuid: provider.uuid,
        kind: 'couple',
        starts_at: at(day, 10),
        partner_email: partnerEmail,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return bookingResponseSchema.parse(response.json()).data;
  }
  const view = (session: ClientSession, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/customers/bookings/${id}`, headers: session });
  const upcomingIds = async (session: ClientSession) =>
    upcomingSessionsResponseSchema
      .parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/customers/bookings/upcoming',
            headers: session,
          })
        ).json(),
      )
      .bookings.map((booking) => booking.id);

  it('shows nothing to an account that only has the partner’s email (the case as reported)', async () => {
    const partnerEmail = uniqueEmail('partner');
    const alice = await signUp(t.app);
    // Mallory holds the partner's address before the booking is made.
    const mallory = await signUp(t.app, { email: partnerEmail });
    const booking = await bookCouple(alice.session, partnerEmail, 1);
    expect((await view(mallory.session, booking.id)).statusCode).toBe(404);
    expect(await upcomingIds(mallory.session)).toEqual([]);
    // The booker keeps working with their booking.
    expect((await view(alice.session, booking.id)).statusCode).toBe(200);
    expect(await upcomingIds(alice.session)).toContain(booking.id);
  });

  it('gives the view to whoever accepts the emailed link, once, and never to the booker', async () => {
    const partnerEmail = uniqueEmail('partner');
    const alice = await signUp(t.app);
    const partner = await signUp(t.app);
    const other = await signUp(t.app);
    const booking = await bookCouple(alice.session, partnerEmail, 2);

    const own = await acceptEmailedInvitation(t.app, partnerEmail, alice.session);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ errors: [OWN_PARTNER_INVITATION_MESSAGE] });

    const accepted = await acceptEmailedInvitation(t.app, partnerEmail, partner.session);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.booking_id).toBe(booking.id);
    const seen = await view(partner.session, booking.id);
    expect(bookingResponseSchema.parse(seen.json()).data).toMatchObject({
      id: booking.id,
      is_partner_view: true,
    });
    expect(await upcomingIds(partner.session)).toContain(booking.id);
    // Accepting again as the partner is harmless; anyone else is refused.
    expect((await acceptEmailedInvitation(t.app, partnerEmail, partner.session)).statusCode).toBe(
      200,
    );
    const late = await acceptEmailedInvitation(t.app, partnerEmail, other.session);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ errors: [INVALID_PARTNER_INVITATION_MESSAGE] });
    expect((await view(other.session, booking.id)).statusCode).toBe(404);
  });
});
