import { downloadLinkResponseSchema } from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, TEST_PASSWORD } from '../../test/auth';
import { MONDAY } from '../../test/sponsored-member';
import { users } from '../auth/tables';
import { profileMembers } from './tables';

// An account holder's members, removed ones included (their records are retained), are in their
// data export and leave with the account.

describe('members in the data export and the erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, new ManualClock(MONDAY));
  });
  afterAll(() => t.app.close());

  it('exports the members, and erasing the account anonymises them and ends the links', async () => {
    const guardian = await signUp(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: guardian.session,
      payload: {
        firstname: 'Kabir',
        lastname: 'Shah',
        relationship: 'parent',
        date_of_birth: '1950-07-01',
        gender: 'male',
      },
    });
    expect(added.statusCode).toBe(201);
    const memberUuid: string = added.json().data.uuid;
    const removedMember = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: guardian.session,
      payload: {
        firstname: 'Tara',
        lastname: 'Shah',
        relationship: 'child',
        date_of_birth: '2015-01-01',
        gender: 'female',
      },
    });
    const removedUuid: string = removedMember.json().data.uuid;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/${removedUuid}`,
      headers: guardian.session,
    });
    expect(removal.statusCode).toBe(200);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/customers/records/export_link',
      headers: guardian.session,
    });
    const { url } = downloadLinkResponseSchema.parse(link.json()).data;
    const exported = (await t.app.inject({ method: 'GET', url: `${url}?format=json` })).json();
    expect(exported.profiles).toEqual([
      expect.objectContaining({ uuid: memberUuid, firstname: 'Kabir', removed_at: null }),
      expect.objectContaining({ uuid: removedUuid, removed_at: MONDAY.toISOString() }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/customers/records/erase',
      headers: guardian.session,
      payload: { password: TEST_PASSWORD, confirmation: 'ERASE' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const uuid of [memberUuid, removedUuid]) {
      const [member] = await t.app.db.select().from(users).where(eq(users.uuid, uuid));
      expect(member).toMatchObject({ firstname: 'Erased', dateOfBirth: null, gender: null });
    }
    const links = await t.app.db
      .select()
      .from(profileMembers)
      .where(eq(profileMembers.accountUserId, guardian.id));
    expect(links).toEqual([]);
  });
});
