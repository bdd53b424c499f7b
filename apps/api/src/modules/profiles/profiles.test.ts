import {
  MAX_PROFILE_MEMBERS,
  PROFILE_NOT_AVAILABLE_MESSAGE,
  SECONDARY_PROFILE_TOKEN_HEADER,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { sessionFrom, signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, MONDAY } from '../../test/sponsored-member';
import { child, profilesKit } from './test-kit';

// Multi-profile (issue 10): members are separate patients whose care only their account opens,
// reached with a secondary token bound to the account's device session.

describe('profiles and the secondary profile token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY));
  });
  afterAll(() => t.app.close());

  const { inject, addChild, switchTo } = profilesKit(() => t);

  it('lists the account holder, adds a member and tells app visibility', async () => {
    const guardian = await signUp(t.app);
    const before = await inject('GET', '/api/profiles', guardian.session);
    expect(before.json()).toMatchObject({
      data: [{ relationship: 'self', is_primary: true }],
      meta: { is_multi_profile_user: false, max_member_count: MAX_PROFILE_MEMBERS },
    });
    const member = await addChild(guardian.session);
    const after = (await inject('GET', '/api/profiles', guardian.session)).json();
    expect(after.meta).toMatchObject({ is_multi_profile_user: true, added_member_count: 1 });
    expect(after.data[1]).toMatchObject({ uuid: member.uuid, date_of_birth: '2016-05-04' });
    const visibility = await inject('GET', '/api/customers/app_visibility_v2', guardian.session);
    expect(visibility.json().data).toMatchObject({
      showaddmember: true,
      added_member_count: 1,
      max_member_count: MAX_PROFILE_MEMBERS,
    });
  });

  it('refuses bad members with clear messages, and a fifth member', async () => {
    const guardian = await signUp(t.app);
    const future = await inject('POST', '/api/profiles', guardian.session, {
      ...child,
      date_of_birth: '2026-03-09',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.join()).toContain('cannot be in the future');
    const noName = await inject('POST', '/api/profiles', guardian.session, {
      ...child,
      firstname: '',
    });
    expect(noName.statusCode).toBe(422);
    for (let i = 0; i < MAX_PROFILE_MEMBERS; i += 1) await addChild(guardian.session);
    const fifth = await inject('POST', '/api/profiles', guardian.session, child);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors).toEqual([`You can add up to ${MAX_PROFILE_MEMBERS} members.`]);
  });

  it("books for the member: the member's booking, seen by the guardian, 404 for anyone else", async () => {
    const guardian = await signUp(t.app);
    const stranger = await signUp(t.app);
    const member = await addChild(guardian.session);
    const asMember = await switchTo(guardian.session, member.uuid);
    const expert = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
    const booked = await bookAs(t.app, asMember, {
      provider_uuid: expert.uuid,
      kind: 'tele',
      starts_at: at(2, 10),
    });
    expect(booked.statusCode).toBe(201);
    const bookingId: string = booked.json().data.id;
    const url = `/api/customers/bookings/${bookingId}`;

    expect((await inject('GET', url, asMember)).statusCode).toBe(200);
    // The account holder's own profile does not hold it; nor does anyone else's.
    expect((await inject('GET', url, guardian.session)).statusCode).toBe(404);
    expect((await inject('GET', url, stranger.session)).statusCode).toBe(404);
    expect(booked.json().data.status).toBe('held'); // waits for the guardian's payment

    // Another account can neither switch to the member nor use the guardian's token.
    const foreign = await inject('POST', `/api/profiles/${member.uuid}/session`, stranger.session);
    expect(foreign.statusCode).toBe(404);
    const stolen = {
      ...stranger.session,
      [SECONDARY_PROFILE_TOKEN_HEADER]: asMember[SECONDARY_PROFILE_TOKEN_HEADER],
    };
    const refused = await inject('GET', url, stolen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([PROFILE_NOT_AVAILABLE_MESSAGE]);
    expect(refused.json().code).toBe('profile_not_available');

    // Members are managed from the account holder's own profile; the list stays the account's.
    const listed = await inject('GET', '/api/profiles', asMember);
    expect(listed.json().data[0].relationship).toBe('self');
    expect((await inject('POST', '/api/profiles', asMember, child)).statusCode).toBe(201);

    // Switching back ends the token on this device.
    expect((await inject('DELETE', '/api/profiles/session', guardian.session)).statusCode).toBe(
      200,
    );
    expect((await inject('GET', url, asMember)).statusCode).toBe(403);
  });

  it('signing out ends the secondary token with the session', async () => {
    const guardian = await signUp(t.app);
    const member = await addChild(guardian.session);
    const asMember = await switchTo(guardian.session, member.uuid);
    const upcoming = '/api/customers/bookings/upcoming';
    expect((await inject('GET', upcoming, asMember)).statusCode).toBe(200);
    const signedOut = await inject('DELETE', '/api/authenticate/sign_out', guardian.session);
    expect(signedOut.statusCode).toBe(200);
    expect((await inject('GET', upcoming, asMember)).statusCode).toBe(401);
  });

  it("an app token carries the switch to the web view's new session (SPEC §4 case 5)", async () => {
    const guardian = await signUp(t.app);
    const member = await addChild(guardian.session);
    const asMember = await switchTo(guardian.session, member.uuid);
    const issued = await inject('POST', '/api/customers/app_token', asMember);
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/decode-token',
      headers: { 'jwt-token': issued.json().app_token },
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().data.id).toBe(guardian.id);
    const carried = String(exchanged.headers[SECONDARY_PROFILE_TOKEN_HEADER]);
    expect(carried).not.toBe(asMember[SECONDARY_PROFILE_TOKEN_HEADER]);
    const webView = { ...sessionFrom(exchanged), [SECONDARY_PROFILE_TOKEN_HEADER]: carried };
    expect((await inject('GET', '/api/customers/bookings/upcoming', webView)).statusCode).toBe(200);
    // The old session's token is not good on the new session.
    const mixed = {
      ...webView,
      [SECONDARY_PROFILE_TOKEN_HEADER]: asMember[SECONDARY_PROFILE_TOKEN_HEADER],
    };
    expect((await inject('GET', '/api/customers/bookings/upcoming', mixed)).statusCode).toBe(403);
  });

  it('the registration form stores a date of birth and refuses implausible ones', async () => {
    const person = await signUp(t.app);
    const empty = await inject('GET', '/api/customers/registration_form', person.session);
    expect(empty.json().data).toMatchObject({ date_of_birth: null, completed: false });
    const old = await inject('PUT', '/api/customers/registration_form', person.session, {
      firstname: 'Meera',
      lastname: 'Iyer',
      date_of_birth: '1890-01-01',
      gender: 'female',
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toEqual(['Please check the year of birth.']);
    const saved = await inject('PUT', '/api/customers/registration_form', person.session, {
      firstname: 'Meera',
      lastname: 'Iyer',
      date_of_birth: '1990-02-03',
      gender: 'female',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ date_of_birth: '1990-02-03', completed: true });
  });
});
