import {
  downloadLinkResponseSchema,
  REFERRAL_ALREADY_CLAIMED_MESSAGE,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  REFERRAL_LIMIT_MESSAGE,
  REFERRAL_NOT_NEW_MESSAGE,
  REFERRAL_OWN_CODE_MESSAGE,
  REFERRAL_SAME_DEVICE_MESSAGE,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { users } from '../auth/tables';
import { DAY_MS, MONDAY } from '../../test/sponsored-member';
import { referrals } from './tables';
import { claim, codeOf, onDevice } from './test-support';

// Referral codes and the claim's fraud limits, each refused with its own message; the doctor's
// referral of SPEC §7; another person's uuid is a 404.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: string[] }).errors;

describe('referral codes', () => {
  it('makes one unambiguous code per person on first use, with a sign-up link', async () => {
    const person = await signUp(t.app);
    const first = await codeOf(t.app, person.session);
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.link).toBe(
      `${t.app.config.PUBLIC_URL.replace(/\/+$/, '')}/auth/sign-up/?ref=${first.code}`,
    );
    expect(first.referrals).toEqual([]);
    expect((await codeOf(t.app, person.session)).code).toBe(first.code);
    const other = await signUp(t.app);
    expect((await codeOf(t.app, other.session)).code).not.toBe(first.code);
  });

  it('a friend claims once and the referrer sees their first name, signed up', async () => {
    const referrer = await signUp(t.app);
    const { code } = await codeOf(t.app, referrer.session);
    const friend = await signUp(t.app, { firstname: 'Meera', lastname: 'Kapoor' });
    const claimed = await claim(t.app, friend.session, code.toLowerCase());
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ data: { referrer_firstname: expect.any(String) } });
    const summary = await codeOf(t.app, referrer.session);
    expect(summary.referrals).toEqual([
      {
        id: expect.any(String),
        firstname: 'Meera',
        status: 'signed_up',
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(summary)).not.toContain('Kapoor');

    const again = await claim(t.app, friend.session, code);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual([REFERRAL_ALREADY_CLAIMED_MESSAGE]);
    const otherCode = (await codeOf(t.app, (await signUp(t.app)).session)).code;
    const second = await claim(t.app, friend.session, otherCode);
    expect(errorsOf(second)).toEqual([REFERRAL_ALREADY_CLAIMED_MESSAGE]);
  });
});

describe('claim refusals', () => {
  it('an unknown code, and one’s own code', async () => {
    const person = await signUp(t.app);
    const unknown = await claim(t.app, person.session, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual([REFERRAL_CODE_UNKNOWN_MESSAGE]);
    const own = await claim(t.app, person.session, (await codeOf(t.app, person.session)).code);
    expect(own.statusCode).toBe(422);
    expect(errorsOf(own)).toEqual([REFERRAL_OWN_CODE_MESSAGE]);
  });

  it('an account older than 7 days, or one with a booking, is not new', async () => {
    const { code } = await codeOf(t.app, (await signUp(t.app)).session);
    const old = await signUp(t.app);
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(MONDAY.getTime() - 8 * DAY_MS) })
      .where(eq(users.id, old.id));
    const refused = await claim(t.app, old.session, code);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([REFERRAL_NOT_NEW_MESSAGE]);
  });

  it('not from a device the referrer signed in on', async () => {
    const referrer = await signUp(t.app);
    const { code } = await codeOf(t.app, referrer.session);
    const friend = await signUp(t.app);
    await onDevice(t.app, referrer.id, 'device-shared-1');
    await onDevice(t.app, friend.id, 'device-shared-1');
    const refused = await claim(t.app, friend.session, code);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([REFERRAL_SAME_DEVICE_MESSAGE]);
    await onDevice(t.app, friend.id, 'device-own-2');
    expect((await claim(t.app, friend.session, code)).statusCode).toBe(200);
  });

  it('a referrer with 10 rewards in the last year takes no more, and their card says why', async () => {
    const referrer = await signUp(t.app);
    const { code, reward_limit_reached: before } = await codeOf(t.app, referrer.session);
    expect(before).toBe(false);
    // A friend who claimed before the limit, and whose session is still to come.
    const waiting = await signUp(t.app);
    await t.app.db
      .insert(referrals)
      .values({ referrerId: referrer.id, referredId: waiting.id, createdAt: MONDAY });
    expect((await codeOf(t.app, waiting.session)).referrer_limit_reached).toBe(false);
    for (let index = 0; index < 10; index += 1) {
      const friend = await signUp(t.app);
      await t.app.db.insert(referrals).values({
        referrerId: referrer.id,
        referredId: friend.id,
        createdAt: MONDAY,
        rewardedAt: new Date(MONDAY.getTime() - DAY_MS),
      });
    }
    const refused = await claim(t.app, (await signUp(t.app)).session, code);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([REFERRAL_LIMIT_MESSAGE]);
    expect((await codeOf(t.app, referrer.session)).reward_limit_reached).toBe(true);
    // The waiting friend is told no reward comes now, and nothing else of the referrer.
    const told = await codeOf(t.app, waiting.session);
    expect(told.referrer_limit_reached).toBe(true);
    expect(told.reward_limit_reached).toBe(false);
    expect(told.referrals).toEqual([]);
    // Rewards more than a year old no longer count (the rows made older, as time would).
    await t.app.db
      .update(referrals)
      .set({ rewardedAt: new Date(MONDAY.getTime() - 366 * DAY_MS) })
      .where(eq(referrals.referrerId, referrer.id));
    expect((await codeOf(t.app, referrer.session)).reward_limit_reached).toBe(false);
    expect((await codeOf(t.app, waiting.session)).referrer_limit_reached).toBe(false);
  });
});

describe('doctor referral (SPEC §7 GET {uuid}/update_doc_referral)', () => {
  it('records the own account once, answers 404 for another uuid, and is in the export', async () => {
    const person = await signUp(t.app);
    const other = await signUp(t.app);
    const uuidOf = async (id: number) =>
      (await t.app.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, id)))[0]?.uuid;
    const url = (uuid: string | undefined) => `/api/${uuid}/update_doc_referral?doc_referral=true`;
    const first = await t.app.inject({
      method: 'GET',
      url: url(await uuidOf(person.id)),
      headers: person.session,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.attribution_source).toBe('doc_referral');
    t.clock.advance(60_000);
    const second = await t.app.inject({
      method: 'GET',
      url: url(await uuidOf(person.id)),
      headers: person.session,
    });
    expect(second.json()).toEqual(first.json());
    const theirs = await t.app.inject({
      method: 'GET',
      url: url(await uuidOf(other.id)),
      headers: person.session,
    });
    expect(theirs.statusCode).toBe(404);
    const missingFlag = await t.app.inject({
      method: 'GET',
      url: `/api/${await uuidOf(person.id)}/update_doc_referral`,
      headers: person.session,
    });
    expect(missingFlag.statusCode).toBe(422);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/customers/records/export_link',
      headers: person.session,
    });
    const { url: download } = downloadLinkResponseSchema.parse(link.json()).data;
    const exported = await t.app.inject({ method: 'GET', url: `${download}?format=json` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().referrals).toMatchObject({
      code: null,
      referred_by_doctor: { source: 'doc_referral' },
    });
  });
});
