import {
  MAX_PROFILE_MEMBERS,
  memberHasUpcomingSessionsMessage,
  PROFILE_NOT_AVAILABLE_MESSAGE,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { at, bookAs, createBookableProvider, DAY_MS, MONDAY } from '../../test/sponsored-member';
import { users } from '../auth/tables';
import { auditLog } from '../audit/tables';
import { bookings } from '../bookings/tables';
import { profilesKit } from './test-kit';

// Removing a family member (issue 10): the account holder only, the slot frees, every switch to
// the member ends, sessions ahead must be cancelled first, and the member's records are retained.

describe('removing a member', () => {
  let t: TestApp;
  const clock = new ManualClock(MONDAY);
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, clock);
  });
  afterAll(() => t.app.close());

  const { inject, addChild, switchTo } = profilesKit(() => t);

  it('frees the slot, ends switches to them, is audited and keeps the member as a patient', async () => {
    const guardian = await signUp(t.app);
    const members = [];
    for (let i = 0; i < MAX_PROFILE_MEMBERS; i += 1) {
      members.push(await addChild(guardian.session, { firstname: `Child${'abcd'[i] ?? ''}` }));
    }
    const [first] = members;
    if (!first) throw new Error('no member');
    const asFirst = await switchTo(guardian.session, first.uuid);

    const removed = await inject('DELETE', `/api/profiles/${first.uuid}`, guardian.session);
    expect(removed.statusCode).toBe(200);
    const listed = (await inject('GET', '/api/profiles', guardian.session)).json();
    expect(listed.data.map((p: { uuid: string }) => p.uuid)).not.toContain(first.uuid);
    expect(listed.meta.added_member_count).toBe(MAX_PROFILE_MEMBERS - 1);
    // The slot is free again: one more member fits, and then no more.
    await addChild(guardian.session, { firstname: 'Later' });
    expect((await inject('POST', '/api/profiles', guardian.session, {})).statusCode).toBe(422);

    // A device still switched to the member is told the profile is gone, not served as them.
    const stale = await inject('GET', '/api/customers/bookings/upcoming', asFirst);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors).toEqual([PROFILE_NOT_AVAILABLE_MESSAGE]);
    const again = await inject('POST', `/api/profiles/${first.uuid}/session`, guardian.session);
    expect(again.statusCode).toBe(404);
    expect(
      (await inject('DELETE', `/api/profiles/${first.uuid}`, guardian.session)).statusCode,
    ).toBe(404);

    // Retained: the member's own row stays (records keep pointing at it), and the removal is in
    // the audit log under the member, by the account holder.
    const [kept] = await t.app.db
      .select({ firstname: users.firstname })
      .from(users)
      .where(eq(users.uuid, first.uuid));
    expect(kept?.firstname).toBe('Childa');
    const logged = await t.app.db
      .select({ actorId: auditLog.actorId, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'family_member'), eq(auditLog.resourceId, first.uuid)));
    expect(logged).toEqual([{ actorId: guardian.id, action: 'delete' }]);
  });

  it('is 404 for another account, and the member stays', async () => {
    const guardian = await signUp(t.app);
    const stranger = await signUp(t.app);
    const member = await addChild(guardian.session);
    const refused = await inject('DELETE', `/api/profiles/${member.uuid}`, stranger.session);
    expect(refused.statusCode).toBe(404);
    const listed = (await inject('GET', '/api/profiles', guardian.session)).json();
    expect(listed.meta.added_member_count).toBe(1);
    const notUuid = await inject('DELETE', '/api/profiles/not-a-uuid', guardian.session);
    expect(notUuid.statusCode).toBe(422);
  });

  it('asks for sessions ahead to be cancelled first', async () => {
    const guardian = await signUp(t.app);
    const member = await addChild(guardian.session, { firstname: 'Ishaan' });
    const asMember = await switchTo(guardian.session, member.uuid);
    const expert = await createBookableProvider(t.app.db, { tele: 120_000 }, MONDAY);
    const booked = await bookAs(t.app, asMember, {
      provider_uuid: expert.uuid,
      kind: 'tele',
      starts_at: at(2, 10),
    });
    expect(booked.statusCode).toBe(201);
    await t.app.db
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null, confirmedAt: clock.now() })
      .where(eq(bookings.uuid, booked.json().data.id));

    const refused = await inject('DELETE', `/api/profiles/${member.uuid}`, guardian.session);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([memberHasUpcomingSessionsMessage('Ishaan')]);

    // Once the session is over, removing is fine and the booking stays in the member's history.
    clock.advance(3 * DAY_MS);
    const removed = await inject('DELETE', `/api/profiles/${member.uuid}`, guardian.session);
    expect(removed.statusCode).toBe(200);
    const [kept] = await t.app.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.uuid, booked.json().data.id));
    expect(kept?.status).toBe('confirmed');
  });
});
