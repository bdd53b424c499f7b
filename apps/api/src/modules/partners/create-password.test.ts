import { CREATE_PASSWORD_LINK_INVALID_MESSAGE } from '@kaizen/contracts';
import { desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { emailedResetToken, signIn, signUp } from '../../test/auth';
import { createTestOrganisation, type OrganisationRow } from '../../test/organisation';
import { outboxMessages } from '../outbox/tables';
import { savePartnerKey } from './queries';

// Issue 10 / SPEC §2 /auth/create-password: an account a partner's token created has no
// password; the emailed link lets its owner choose one, once, and signs them in.

const SECRET = 'create-password-secret-for-tests-long-enough';
const ISSUER = 'https://hr.create.example';

describe('create password', () => {
  let t: TestApp;
  let organisation: OrganisationRow;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    organisation = await createTestOrganisation(t.app.db);
    await savePartnerKey(t.app.db, {
      organisationId: organisation.id,
      issuer: ISSUER,
      audience: 'kaizen',
      hs256Secret: SECRET,
      jwks: null,
      rotatedAt: t.app.clock.now(),
    });
  });
  afterAll(() => t.app.close());

  async function partnerMember() {
    const email = uniqueEmail('created');
    const iat = Math.floor(t.app.clock.now().getTime() / 1000);
    const jwt = await new SignJWT({ email, given_name: 'Kavya' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`emp-${crypto.randomUUID()}`)
      .setIssuer(ISSUER)
      .setAudience('kaizen')
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(new TextEncoder().encode(SECRET));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner_sessions',
      payload: { jwt_token: jwt, company_profile_uuid: organisation.uuid },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail).toMatchObject({ template: 'create-password' });
    const link = mail?.body.match(/https?:\/\/\S+\/auth\/create-password\/\?\S+/)?.[0] ?? '';
    return { email, token: new URL(link).searchParams.get('reset_password_token') ?? '' };
  }
  const create = (token: string, password = 'Fresh-Start-2026', confirmation = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/create_password',
      payload: { reset_password_token: token, password, password_confirmation: confirmation },
    });

  it("emails the partner's new member a link that sets the first password and signs in, once", async () => {
    const member = await partnerMember();
    const created = await create(member.token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.email).toBe(member.email);
    expect(created.headers['access-token']).toBeTruthy();

    const again = await create(member.token, 'Another-Start-2026');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: [CREATE_PASSWORD_LINK_INVALID_MESSAGE] });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      payload: { login: member.email, password: 'Fresh-Start-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the password rules and the confirmation', async () => {
    const member = await partnerMember();
    expect((await create(member.token, 'short')).statusCode).toBe(422);
    expect((await create(member.token, 'Fresh-Start-2026', 'Other-2026')).statusCode).toBe(422);
    expect((await create(member.token)).statusCode).toBe(200);
  });

  it('never replaces an existing password (a reset link is no create-password link)', async () => {
    const person = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/password',
      payload: { email: person.email },
    });
    const token = await emailedResetToken(t.app, String(person.email));
    const refused = await create(token);
    expect(refused.statusCode).toBe(422);
    expect((await signIn(t.app, String(person.email))).statusCode).toBe(200);
  });
});
