import {
  PARTNER_TOKEN_INVALID_MESSAGE,
  SIGN_IN_CODE_INVALID_MESSAGE,
  SIGN_IN_CODE_TTL_SECONDS,
} from '@kaizen/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/app';
import { sessionFrom, validateToken } from '../../../test/auth';
import { createTestOrganisation, type OrganisationRow } from '../../../test/organisation';
import { savePartnerKey } from '../queries';

// Issue 10 / SPEC §4 start-up case 2: `?code=` signs in with a one-time code. An organisation's
// server gets one for its linked member with a partner token; a code works once, for 5 minutes.

const SECRET = 'code-login-secret-for-tests-long-enough-for-hs256';
const ISSUER = 'https://hr.codes.example';

describe('one-time sign-in codes', () => {
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

  const token = (subject: string, secret = SECRET) => {
    const iat = Math.floor(t.app.clock.now().getTime() / 1000);
    return new SignJWT({ email: uniqueEmail('code'), given_name: 'Kavya' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience('kaizen')
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(new TextEncoder().encode(secret));
  };
  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload });
  const partnerPayload = async (subject: string, secret?: string) => ({
    jwt_token: await token(subject, secret),
    company_profile_uuid: organisation.uuid,
  });
  async function linkedMember() {
    const subject = `emp-${crypto.randomUUID()}`;
    const first = await post('partner_sessions', await partnerPayload(subject));
    expect(first.statusCode, first.body).toBe(200);
    return { subject, id: first.json().data.id as number };
  }
  async function codeFor(subject: string) {
    const issued = await post('partner_sign_in_codes', await partnerPayload(subject));
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json().data as { code: string; url: string };
  }
  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [SIGN_IN_CODE_INVALID_MESSAGE] });
  };

  it("signs the partner's linked member in once with the code of the link", async () => {
    const member = await linkedMember();
    const { code, url } = await codeFor(member.subject);
    expect(new URL(url).searchParams.get('code')).toBe(code);

    const signedIn = await post('code_login', { code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.id).toBe(member.id);
    expect((await validateToken(t.app, sessionFrom(signedIn))).statusCode).toBe(200);
    expectRefused(await post('code_login', { code }));
  });

  it('accepts one code once when it arrives in parallel', async () => {
    const member = await linkedMember();
    const { code } = await codeFor(member.subject);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post('code_login', { code })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(4);
  });

  it('refuses an expired or unknown code', async () => {
    const member = await linkedMember();
    const { code } = await codeFor(member.subject);
    t.clock.advance((SIGN_IN_CODE_TTL_SECONDS + 1) * 1000);
    expectRefused(await post('code_login', { code }));
    expectRefused(await post('code_login', { code: 'x'.repeat(43) }));
    expect((await post('code_login', { code: 'short' })).statusCode).toBe(422);
  });

  it('makes no code for a subject never linked, nor for a bad token', async () => {
    const unlinked = await post('partner_sign_in_codes', await partnerPayload('emp-unknown'));
    expect(unlinked.statusCode).toBe(401);
    expect(unlinked.json()).toMatchObject({ errors: [PARTNER_TOKEN_INVALID_MESSAGE] });
    const member = await linkedMember();
    const forged = await post(
      'partner_sign_in_codes',
      await partnerPayload(member.subject, `${SECRET}-forged`),
    );
    expect(forged.statusCode).toBe(401);
  });
});
