import {
  ADMINISTRATOR_ACCOUNT_MISSING_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NO_ORGANISATION_MESSAGE,
  NOT_ORG_ADMIN_MESSAGE,
  USAGE_MONTHS,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/app';
import { signUp, type SignedUpUser } from '../../../test/auth';
import { users } from '../../auth/tables';
import { bookings } from '../../bookings/tables';
import { createBookableProvider } from '../../../test/bookable-provider';
import { outboxMessages } from '../../outbox/tables';
import { usageMonths } from './console';
import { grantAdmin } from './queries';
import { membershipGrants } from '../membership/tables';
import { consoleCaller, createTestOrganisation, joinByInvitation } from '../test-support';
import type { OrganisationRow } from '../queries';

// Issue 10: the organisation console. Administrators act on their own organisation only, see
// members without clinical data and usage as aggregates with no cell under 5 people.

const ADMIN_TOKEN = 'admin-token-for-console-tests';

describe('organisation console', () => {
  let t: TestApp;
  let acme: OrganisationRow;
  let globex: OrganisationRow;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let outsider: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: 'https://kaizen.example',
      ADMIN_TOKEN,
    });
    acme = await createTestOrganisation(t.app.db);
    globex = await createTestOrganisation(t.app.db);
    admin = await signUp(t.app);
    await grantAdmin(t.app.db, admin.id, acme.id, t.app.clock.now());
    member = await signUp(t.app);
    await joinByInvitation(t.app, member.session, acme.shortCode);
    outsider = await signUp(t.app);
    await joinByInvitation(t.app, outsider.session, globex.shortCode);
  });
  afterAll(() => t.app.close());

  const call = consoleCaller(() => t.app);

  it('answers 404 on every console route to someone who administers nothing', async () => {
    const routes: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/organisation'],
      ['PUT', '/organisation/settings', { email_domains: [], helpline: null }],
      ['GET', '/members'],
      ['DELETE', `/members/${crypto.randomUUID()}`],
      ['GET', '/invitations'],
      ['POST', '/invitations', { emails: [uniqueEmail()] }],
    ];
    for (const [method, url, payload] of routes) {
      for (const someone of [member, outsider]) {
        const response = await call(someone, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ errors: [NOT_ORG_ADMIN_MESSAGE] });
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/org-admin/members' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists its own members only, with no clinical data', async () => {
    const response = await call(admin, 'GET', '/members');
    expect(response.statusCode).toBe(200);
    const members = response.json().data as Record<string, unknown>[];
    expect(members.map((row) => row.email)).toEqual([member.email]);
    expect(Object.keys(members[0] ?? {}).sort()).toEqual([
      'email',
      'joined_at',
      'name',
      'proof',
      'uuid',
    ]);
    expect(members[0]).toMatchObject({ proof: 'invitation' });
    const overview = await call(admin, 'GET', '/organisation');
    expect(overview.json().data, overview.body).toMatchObject({
      organisation: { name: acme.name, short_code: acme.shortCode },
      member_count: 1,
    });
  });

  it("cannot revoke another organisation's member (404), and revoking its own ends the membership", async () => {
    const uuidOf = async (user: SignedUpUser) => {
      const [row] = await t.app.db
        .select({ uuid: users.uuid })
        .from(users)
        .where(eq(users.id, user.id));
      return row?.uuid ?? '';
    };
    const foreign = await call(admin, 'DELETE', `/members/${await uuidOf(outsider)}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errors: [MEMBER_NOT_FOUND_MESSAGE] });
    const stillMember = await t.app.inject({
      method: 'GET',
      url: '/api/customers/organisation',
      headers: outsider.session,
    });
    expect(stillMember.statusCode).toBe(200);

    const leaving = await signUp(t.app);
    await joinByInvitation(t.app, leaving.session, acme.shortCode);
    const revoked = await call(admin, 'DELETE', `/members/${await uuidOf(leaving)}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/customers/organisation',
      headers: leaving.session,
    });
    expect(own.json()).toMatchObject({ errors: [NO_ORGANISATION_MESSAGE] });
    const [after] = await t.app.db
      .select({ usertype: users.usertype, isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, leaving.id));
    expect(after).toEqual({ usertype: 'patient', isVerified: false });
    const [grant] = await t.app.db
      .select()
      .from(membershipGrants)
      .where(
        and(eq(membershipGrants.userId, leaving.id), eq(membershipGrants.organisationId, acme.id)),
      );
    expect(grant).toMatchObject({ revokedBy: admin.id });
    expect(grant?.revokedAt).toBeInstanceOf(Date);
    expect((await call(admin, 'DELETE', `/members/${await uuidOf(leaving)}`)).statusCode).toBe(404);
  });

  it('emails one invitation per new address, reports existing members, lists pending ones', async () => {
    const fresh = uniqueEmail('invitee');
    const response = await call(admin, 'POST', '/invitations', {
      emails: [fresh, fresh.toUpperCase(), member.email],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({ invited: [fresh], already_members: [member.email] });
    const sent = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, fresh),
          eq(outboxMessages.template, 'organisation-invitation'),
        ),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('https://kaizen.example/org/join?invitation=');
    const pending = await call(admin, 'GET', '/invitations');
    expect(pending.json().data.map((row: { sent_to: string }) => row.sent_to)).toContain(fresh);

    const invalid = await call(admin, 'POST', '/invitations', { emails: ['not-an-email'] });
    expect(invalid.statusCode).toBe(422);
  });

  it('sets email domains and the helpline its members see; refuses malformed ones with 422', async () => {
    const settings = {
      email_domains: ['Acme.Example', 'acme.example', 'acme-india.example'],
      helpline: { number: '1800 202 4646', text: 'Care line, 24 hours.' },
    };
    const saved = await call(admin, 'PUT', '/organisation/settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toEqual({
      email_domains: ['acme.example', 'acme-india.example'],
      helpline: settings.helpline,
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/customers/organisation',
      headers: member.session,
    });
    expect(seen.json().data.helpline).toEqual(settings.helpline);

    for (const bad of [
      { email_domains: ['not a domain'], helpline: null },
      { email_domains: [], helpline: { number: 'call us', text: 'x' } },
    ]) {
      const refused = await call(admin, 'PUT', '/organisation/settings', bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('shows usage per month and hides a month resting on fewer than 5 members', async () => {
    const now = t.app.clock.now();
    const provider = await createBookableProvider(t.app.db, { tele: 100_000 }, now);
    const lastMonth = usageMonths([], now).at(-2)?.month ?? '';
    const people: number[] = [];
    for (let index = 0; index < 5; index++) {
      const person = await signUp(t.app);
      await joinByInvitation(t.app, person.session, acme.shortCode);
      people.push(person.id);
    }
    const book = (userId: number, hour: number, status: 'completed' | 'confirmed') => {
      const startsAt = new Date(`${lastMonth}-15T00:00:00Z`);
      startsAt.setUTCHours(hour);
      return t.app.db.insert(bookings).values({
        userId,
        providerId: provider.id,
        kind: 'tele',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_000_000),
        status,
        price: 100_000,
        idempotencyKey: `usage-${userId}-${hour}`,
        requestHash: 'usage',
        paymentState: 'captured',
        createdAt: now,
        updatedAt: now,
      });
    };
    for (const [index, userId] of people.slice(0, 4).entries())
      await book(userId, index + 2, 'completed');
    const small = (await call(admin, 'GET', '/organisation')).json().data.usage;
    expect(small).toHaveLength(USAGE_MONTHS);
    expect(small.at(-2)).toEqual({
      month: lastMonth,
      sessions_booked: null,
      sessions_completed: null,
      people: null,
    });

    await book(people[4] ?? 0, 8, 'confirmed');
    const shown = (await call(admin, 'GET', '/organisation')).json().data.usage;
    expect(shown.at(-2)).toEqual({
      month: lastMonth,
      sessions_booked: 5,
      sessions_completed: 4,
      people: 5,
    });
    expect(shown.at(-1)).toMatchObject({ sessions_booked: 0, people: 0 });
  });

  it('lets the operator make an existing account an administrator, and only an existing one', async () => {
    const grant = (email: string, token = ADMIN_TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/organisations/${globex.shortCode}/administrators`,
        headers: { 'x-admin-token': token },
        payload: { email },
      });
    const hr = await signUp(t.app);
    expect((await call(hr, 'GET', '/organisation')).statusCode).toBe(404);
    expect((await grant(hr.email, 'wrong-token')).statusCode).toBe(404);
    expect((await grant(hr.email)).statusCode).toBe(201);
    const overview = await call(hr, 'GET', '/organisation');
    expect(overview.json().data.organisation.name).toBe(globex.name);
    const missing = await grant(uniqueEmail('nobody'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: [ADMINISTRATOR_ACCOUNT_MISSING_MESSAGE] });
  });
});
