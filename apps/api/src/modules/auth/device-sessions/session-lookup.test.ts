import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { eq } from 'drizzle-orm';
import { organisations } from '../../organisations/tables';
import { deviceSessions, users } from '../tables';
import { findUserView } from '../queries';
import { findSessionByClient } from './session-queries';

// The per-request session lookup is a PL/pgSQL function (migrations 0001, 0005) rather than a Drizzle
// query, so nothing ties its columns to the user view at compile time: this test does.
describe('session lookup function', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  });
  afterAll(() => t.app.close());

  it('answers the same user view as findUserView, with the session fields typed', async () => {
    const user = await signUp(t.app);
    const row = await findSessionByClient(t.app.db, user.session.client);
    expect(row?.user).toEqual(await findUserView(t.app.db, { id: user.id }));
    expect(row?.lastRotatedAt).toBeInstanceOf(Date);
    expect(row?.expiresAt).toBeInstanceOf(Date);
    expect(row?.signedInAt).toBeInstanceOf(Date);
    expect(row?.endedReason).toBeNull();
    // The json answer carries timestamps as text: they must read back as the stored instants.
    const [stored] = await t.app.db
      .select()
      .from(deviceSessions)
      .where(eq(deviceSessions.client, user.session.client));
    expect(row?.expiresAt.getTime()).toBe(stored?.expiresAt.getTime());
    expect(row?.signedInAt.getTime()).toBe(stored?.signedInAt.getTime());
    expect(row?.lastRotatedAt.getTime()).toBe(stored?.lastRotatedAt.getTime());
  });

  it('includes the organisation name of a member', async () => {
    const shortCode = `lookup${Date.now().toString(36)}`;
    const [organisation] = await t.app.db
      .insert(organisations)
      .values({ shortCode, name: `Lookup ${shortCode}` })
      .returning();
    if (!organisation) throw new Error('organisation insert returned nothing');
    const member = await signUp(t.app);
    await t.app.db
      .update(users)
      .set({ organisationId: organisation.id })
      .where(eq(users.id, member.id));
    const row = await findSessionByClient(t.app.db, member.session.client);
    expect(row?.user.organisationName).toBe(organisation.name);
  });

  it('finds nothing for an unknown device id', async () => {
    expect(await findSessionByClient(t.app.db, 'no-such-client')).toBeUndefined();
  });
});
