import { bookingCheckResponseSchema, REFERRAL_NOT_NEW_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, MONDAY } from '../../test/sponsored-member';
import {
  bookAndPay,
  claim,
  codeOf,
  complete,
  paidClinician,
  referralCredit,
  referredPair,
} from './test-support';

// The reward (issue 11): the referred friend's first session paid in money, completed by the
// clinician, gives both people one referral credit in the ledger, once; the engine then spends it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

describe('the referral reward', () => {
  it('rewards both once when the first paid session is completed, and the credit pays the next', async () => {
    t.clock.set(MONDAY);
    const { referrer, friend } = await referredPair(t.app);
    const clinician = await paidClinician(t.app, MONDAY);
    const booking = await bookAndPay(t.app, friend.session, clinician.provider.uuid, {
      day: 1,
      hour: 9,
    });
    expect(await referralCredit(t.app, friend.id)).toEqual({ lots: 0, granted: 0, available: 0 });

    const done = await complete(t.app, t.clock, clinician.session, booking);
    expect(done.statusCode, done.body).toBe(200);
    expect(await referralCredit(t.app, friend.id)).toEqual({ lots: 1, granted: 1, available: 1 });
    expect(await referralCredit(t.app, referrer.id)).toEqual({ lots: 1, granted: 1, available: 1 });
    expect((await codeOf(t.app, referrer.session)).referrals).toMatchObject([
      { firstname: 'Ravi', status: 'rewarded' },
    ]);

    // A retried completion changes nothing.
    const retried = await complete(t.app, t.clock, clinician.session, booking);
    expect(retried.statusCode).toBe(409);
    expect(await referralCredit(t.app, referrer.id)).toMatchObject({ lots: 1, available: 1 });

    // The review says the next individual therapy session is free, and booking it spends it.
    const choice = { provider_uuid: clinician.provider.uuid, kind: 'tele', starts_at: at(2, 10) };
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/customers/bookings/check',
      headers: friend.session,
      payload: choice,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(bookingCheckResponseSchema.parse(check.json()).data.funding).toEqual({
      method: 'referral',
      amount_due: 0,
    });
    const free = await bookAs(t.app, friend.session, choice);
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().data.status).toBe('confirmed');
    expect(await referralCredit(t.app, friend.id)).toEqual({ lots: 1, granted: 1, available: 0 });
  });

  it('a session not paid in money (free) rewards nobody; a friend who booked is not new', async () => {
    t.clock.set(MONDAY);
    const { referrer, friend } = await referredPair(t.app);
    const free = await createBookableProvider(t.app.db, { tele: 0 }, MONDAY);
    const clinician = await paidClinician(t.app, MONDAY);
    const booked = await bookAs(t.app, friend.session, {
      provider_uuid: free.uuid,
      kind: 'tele',
      starts_at: at(1, 14),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(clinician).toBeTruthy();
    expect(await referralCredit(t.app, referrer.id)).toMatchObject({ lots: 0 });

    const late = await signUp(t.app);
    await bookAs(t.app, late.session, {
      provider_uuid: free.uuid,
      kind: 'tele',
      starts_at: at(1, 15),
    });
    const refused = await claim(t.app, late.session, (await codeOf(t.app, referrer.session)).code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [REFERRAL_NOT_NEW_MESSAGE] });
  });
});
