import {
  INVALID_INVITATION_MESSAGE,
  INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE,
  NO_ORGANISATION_MESSAGE,
} from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, validateToken, type ClientSession } from '../../../test/auth';
import { outboxMessages } from '../../outbox/tables';
import { membershipGrants } from './tables';
import { createTestOrganisation } from '../test-support';

// Issue 8 case 5: organisation membership needs proof. The headers x-company-profile-* and the
// organisation's address never make a member; an invitation link or a confirmed address on one
// of the organisation's email domains does.

const ADMIN_TOKEN = 'admin-token-for-membership-tests';

describe('organisation membership needs proof', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      ADMIN_TOKEN,
      PUBLIC_URL: 'https://kaizen.example',
    });
  });
  afterAll(() => t.app.close());

  const signUpWith = async (headers: Record<string, string>, email?: string) => {
    const { user, session } = await signUp(t.app, email ? { email } : {}, headers);
    return { user, session };
  };
  const ownOrganisation = (session: ClientSession) =>
    t.app.inject({ method: 'GET', url: '/api/customers/organisation', headers: session });
  const linkParam = async (recipient: string, template: string, param: string) => {
    const [message] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const link = message?.body.match(/https:\/\/kaizen\.example\/org\/join\?\S+/)?.[0];
    const value = link && new URL(link).searchParams.get(param);
    if (!value) throw new Error(`no ${template} link to ${recipient}`);
    return value;
  };

  it('never makes a member from the headers or the address alone (the case as reported)', async () => {
    const organisation = await createTestOrganisation(t.app.db, {
      emailDomains: ['initech.example'],
    });
    const attempts: Record<string, string>[] = [
      { 'x-company-profile-uuid': organisation.uuid },
      { 'x-company-profile-name': organisation.name },
      { host: `${organisation.shortCode}.localhost:3000` },
    ];
    for (const headers of attempts) {
      const { user, session } = await signUpWith(headers);
      expect(user).toMatchObject({ usertype: 'patient', organisation_id: null });
      const own = await ownOrganisation(session);
      expect(own.statusCode).toBe(404);
      expect(own.json()).toMatchObject({ errors: [NO_ORGANISATION_MESSAGE] });
    }
  });

  it('grants membership when the link sent to a work address on its domain is opened', async () => {
    const organisation = await createTestOrganisation(t.app.db, {
      emailDomains: ['initech.example'],
    });
    const email = `asha.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@initech.example`;
    const { user, session } = await signUpWith(
      { host: `${organisation.shortCode}.localhost:3000` },
      email,
    );
    expect(user).toMatchObject({ usertype: 'patient', organisation_id: null });
    const confirmation = await linkParam(email, 'organisation-email-confirmation', 'confirmation');

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customers/organisation/confirm_email',
        payload: { confirmation },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { organisation_name: organisation.name } });
    expect((await validateToken(t.app, session)).json().data).toMatchObject({
      usertype: 'member',
      organisation_id: organisation.id,
      is_verified: true,
    });
    expect((await ownOrganisation(session)).statusCode).toBe(200);
    const [grant] = await t.app.db
      .select()
      .from(membershipGrants)
      .where(eq(membershipGrants.userId, user.id));
    expect(grant).toMatchObject({ proof: 'verified-email', proofReference: email });

    const again = await confirm();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: [INVALID_MEMBERSHIP_CONFIRMATION_MESSAGE] });
  });

  it("sends no link for an address outside the organisation's domains", async () => {
    const organisation = await createTestOrganisation(t.app.db, {
      emailDomains: ['initech.example'],
    });
    const outside = await signUpWith({ host: `${organisation.shortCode}.localhost:3000` });
    const elsewhere = await signUpWith({ 'x-company-profile-uuid': organisation.uuid });
    for (const recipient of [outside.user.email, elsewhere.user.email]) {
      const sent = await t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, recipient),
            eq(outboxMessages.template, 'organisation-email-confirmation'),
          ),
        );
      expect(sent, recipient).toHaveLength(0);
    }
  });

  it('grants membership to whoever accepts an invitation link, once', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const invite = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/organisations/${organisation.shortCode}/invitations`,
        headers,
        payload: { email: 'new.hire@anywhere.example' },
      });
    expect((await invite({})).statusCode).toBe(404);
    const created = await invite({ 'x-admin-token': ADMIN_TOKEN });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = new URL(created.json().invitation_url).searchParams.get('invitation') ?? '';
    expect(
      await linkParam('new.hire@anywhere.example', 'organisation-invitation', 'invitation'),
    ).toBe(invitation);

    const first = await signUpWith({});
    const second = await signUpWith({});
    const join = (session: ClientSession) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customers/organisation/join',
        headers: session,
        payload: { invitation },
      });
    const joined = await join(first.session);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await validateToken(t.app, first.session)).json().data).toMatchObject({
      usertype: 'member',
      organisation_id: organisation.id,
      is_verified: true,
    });
    const reused = await join(second.session);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errors: [INVALID_INVITATION_MESSAGE] });
    expect((await validateToken(t.app, second.session)).json().data.organisation_id).toBeNull();
  });

  it('refuses an expired invitation and answers 401 without a session', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organisations/${organisation.shortCode}/invitations`,
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { expires_in_days: 1 },
    });
    const invitation = new URL(created.json().invitation_url).searchParams.get('invitation') ?? '';
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/customers/organisation/join',
      payload: { invitation },
    });
    expect(anonymous.statusCode).toBe(401);
    t.clock.advance(86_400_000);
    const { session } = await signUpWith({});
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/customers/organisation/join',
      headers: session,
      payload: { invitation },
    });
    expect(late.statusCode).toBe(422);
  });
});
