import {
  bookingCheckResponseSchema,
  bookingResponseSchema,
  sponsoredSummary,
  totpRequiredReason,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../test/app';
import { sessionFrom, signIn, signUp, type ClientSession } from '../../../test/auth';
import { createTestOrganisation, joinByInvitation } from '../../../test/organisation';
import { base32Decode, totpCode, totpStep } from './totp';
import { organisationBenefits } from '../../entitlements/tables';
import {
  at,
  balancesOf,
  ledgerOf,
  bookAs,
  createBookableProvider,
  MONDAY,
} from '../../../test/sponsored-member';

// Issue 10 at the API: an organisation that sets `require_totp` sponsors care only for a device
// session that gave a right authenticator code. Until then the booking review shows the price
// and why, a booking is a paid one and the member's balances leave the sponsored lot out,
// whatever client asks; a new device session is asked again.

describe('sponsored coverage behind the organisation’s TOTP check', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof createBookableProvider>>;
  let organisation: Awaited<ReturnType<typeof createTestOrganisation>>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY));
    provider = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
    organisation = await createTestOrganisation(t.app.db, {
      name: 'Globex Labs',
      featureFlags: { show_card_dashboard: false, require_totp: true },
    });
    await t.app.db.insert(organisationBenefits).values({
      organisationId: organisation.id,
      label: 'therapy sessions',
      providerTypes: ['therapy'],
      sessionKinds: ['tele'],
      sessionsPerYear: 6,
    });
  });
  afterAll(() => t.app.close());

  const tele = (day: number) => ({
    provider_uuid: provider.uuid,
    kind: 'tele',
    starts_at: at(day, 10),
  });
  const check = async (session: ClientSession, day: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings/check',
      headers: session,
      payload: tele(day),
    });
    expect(response.statusCode, response.body).toBe(200);
    return bookingCheckResponseSchema.parse(response.json()).data.funding;
  };
  const totp = (session: ClientSession, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customers/organisations_integration/${organisation.shortCode}/${path}`,
      headers: session,
      ...(payload ? { payload } : {}),
    });

  it('applies the benefit only once this device session has given its code', async () => {
    const member = await signUp(t.app);
    await joinByInvitation(t.app, member.session, organisation.shortCode);

    // Not verified: the price, with the reason; no sponsored balance; a paid (held) booking.
    expect(await check(member.session, 1)).toEqual({
      method: 'money',
      amount_due: 120_000,
      reason: totpRequiredReason('Globex Labs'),
    });
    expect(await balancesOf(t.app, member.session)).toEqual([]);
    expect(await ledgerOf(t.app, member.session)).toEqual([]);
    const unverified = await bookAs(t.app, member.session, tele(1));
    expect(unverified.statusCode, unverified.body).toBe(201);
    const held = bookingResponseSchema.parse(unverified.json()).data;
    expect(held.status).toBe('held');

    // Enrols and gives a right code on this session: covered, the balance shows.
    const enrolment = await totp(member.session, 'totp_enrolment');
    expect(enrolment.statusCode, enrolment.body).toBe(201);
    const { secret } = enrolment.json().data as { secret: string };
    const code = totpCode(base32Decode(secret), totpStep(t.clock.now()));
    expect((await totp(member.session, 'verify_totp_code', { code })).statusCode).toBe(200);
    const covered = await check(member.session, 2);
    expect(covered.method).toBe('sponsored');
    if (covered.method === 'sponsored') {
      expect(sponsoredSummary(covered)).toBe('Covered by Globex Labs · 5 of 6 left this year');
    }
    expect((await balancesOf(t.app, member.session)).map((b) => b.available)).toEqual([6]);
    const [grant] = await ledgerOf(t.app, member.session);
    expect(grant?.kind).toBe('grant');
    const booked = await bookAs(t.app, member.session, tele(2));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(bookingResponseSchema.parse(booked.json()).data.status).toBe('confirmed');

    // A second device session of the same person is asked again.
    const other = sessionFrom(await signIn(t.app, member.email));
    expect((await check(other, 3)).method).toBe('money');
    expect(await balancesOf(t.app, other)).toEqual([]);
    expect(await ledgerOf(t.app, other)).toEqual([]);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/customers/entitlements/ledger/${grant?.id}`,
      headers: other,
    });
    expect(entry.statusCode).toBe(404);
    expect((await balancesOf(t.app, member.session)).map((b) => b.available)).toEqual([5]);
  });
});
