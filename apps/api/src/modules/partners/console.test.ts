import { NOT_ORG_ADMIN_MESSAGE, PARTNER_TOKEN_INVALID_MESSAGE } from '@kaizen/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { signUp, type SignedUpUser } from '../../test/auth';
import {
  createTestOrganisation,
  grantTestAdmin,
  type OrganisationRow,
} from '../../test/organisation';

// Issue 10: an organisation's administrators rotate its partner secret in the console; the
// secret is shown once, tokens signed with the old one stop working at once.

describe('partner key in the organisation console', () => {
  let t: TestApp;
  let organisation: OrganisationRow;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    organisation = await createTestOrganisation(t.app.db);
    admin = await signUp(t.app);
    await grantTestAdmin(t.app, admin.id, organisation.id);
  });
  afterAll(() => t.app.close());

  const tokenWith = (secret: string, issuer: string) => {
    const iat = Math.floor(t.app.clock.now().getTime() / 1000);
    return new SignJWT({ email: uniqueEmail(), given_name: 'Kavya' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`emp-${crypto.randomUUID()}`)
      .setIssuer(issuer)
      .setAudience('kaizen')
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 120)
      .sign(new TextEncoder().encode(secret));
  };
  const signIn = async (jwt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner_sessions',
      payload: { jwt_token: jwt, company_profile_uuid: organisation.uuid },
    });
  const rotate = (user: SignedUpUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/org-admin/partner-key/rotate',
      headers: user.session,
      payload: { issuer: 'https://hr.example', audience: 'kaizen' },
    });

  it('is for administrators only (404 for anyone else)', async () => {
    const someone = await signUp(t.app);
    for (const response of [
      await rotate(someone),
      await t.app.inject({
        method: 'GET',
        url: '/api/org-admin/partner-key',
        headers: someone.session,
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [NOT_ORG_ADMIN_MESSAGE] });
    }
  });

  it('shows a new secret once; the old secret stops signing anyone in', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/org-admin/partner-key',
      headers: admin.session,
    });
    expect(none.json()).toEqual({ data: null });

    const first = (await rotate(admin)).json().data;
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(await tokenWith(first.secret, 'https://hr.example'))).statusCode).toBe(
      200,
    );

    const second = await rotate(admin);
    expect(second.statusCode).toBe(201);
    const old = await signIn(await tokenWith(first.secret, 'https://hr.example'));
    expect(old.json()).toMatchObject({ errors: [PARTNER_TOKEN_INVALID_MESSAGE] });
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/org-admin/partner-key',
      headers: admin.session,
    });
    expect(view.json().data).toMatchObject({
      kind: 'hs256',
      issuer: 'https://hr.example',
      audience: 'kaizen',
    });
    expect(view.body).not.toContain(second.json().data.secret);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/org-admin/partner-key/rotate',
      headers: admin.session,
      payload: { issuer: ' ', audience: 'kaizen' },
    });
    expect(refused.statusCode).toBe(422);
  });
});
