import { PARTNER_ACCOUNT_EXISTS_MESSAGE, PARTNER_TOKEN_INVALID_MESSAGE } from '@kaizen/contracts';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { sessionFrom, signUp } from '../../test/auth';
import { createTestOrganisation, type OrganisationRow } from '../../test/organisation';
import { savePartnerKey } from './queries';

// Issue 10 / SPEC §7: partner_sessions and b2b_link. A partner's token is checked against its
// organisation's key (signature, issuer, audience, expiry, lifetime), used once, and opens only
// the account the partner created or a signed-in person linked.

const SECRET = 'partner-secret-for-tests-long-enough-for-hs256';
const ISSUER = 'https://hr.partner.example';
const AUDIENCE = 'kaizen';

describe('partner sign-in', () => {
  let t: TestApp;
  let organisation: OrganisationRow;
  let other: OrganisationRow;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    organisation = await createTestOrganisation(t.app.db);
    other = await createTestOrganisation(t.app.db);
    for (const [org, secret] of [
      [organisation, SECRET],
      [other, `${SECRET}-other`],
    ] as const) {
      await savePartnerKey(t.app.db, {
        organisationId: org.id,
        issuer: ISSUER,
        audience: AUDIENCE,
        hs256Secret: secret,
        jwks: null,
        rotatedAt: t.app.clock.now(),
      });
    }
  });
  afterAll(() => t.app.close());

  const nowSeconds = () => Math.floor(t.app.clock.now().getTime() / 1000);
  const token = (claims: JWTPayload = {}, options: { secret?: string; lifetime?: number } = {}) => {
    const iat = nowSeconds();
    return new SignJWT({
      email: uniqueEmail('partner'),
      given_name: 'Kavya',
      family_name: 'Menon',
      ...claims,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub ?? `emp-${crypto.randomUUID()}`))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.lifetime ?? 300))
      .sign(new TextEncoder().encode(options.secret ?? SECRET));
  };
  const partnerSession = (jwt: string, org: OrganisationRow = organisation) =>
    t.app.inject({
      method: 'POST',
      url: '/api/partner_sessions',
      payload: { jwt_token: jwt, company_profile_uuid: org.uuid },
    });
  const expectInvalid = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [PARTNER_TOKEN_INVALID_MESSAGE] });
  };

  it('signs a new member in with an account made from the token, once per token', async () => {
    const jwt = await token({ sub: 'emp-1001' });
    const first = await partnerSession(jwt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      firstname: 'Kavya',
      usertype: 'member',
      organisation_id: organisation.id,
    });
    expect(sessionFrom(first)['access-token']).toBeTruthy();
    expectInvalid(await partnerSession(jwt));

    const again = await partnerSession(await token({ sub: 'emp-1001', email: uniqueEmail() }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('refuses a bad signature, issuer, audience, expiry, lifetime, or another organisation', async () => {
    const iat = nowSeconds();
    const signed = (build: (jwt: SignJWT) => SignJWT, secret = SECRET) =>
      build(
        new SignJWT({ email: uniqueEmail(), given_name: 'Kavya' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('emp-bad')
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setJti(crypto.randomUUID())
          .setIssuedAt(iat)
          .setExpirationTime(iat + 300),
      ).sign(new TextEncoder().encode(secret));
    const attempts = [
      await token({}, { secret: 'not-the-secret-not-the-secret-not-the-secret' }),
      await signed((jwt) => jwt.setIssuer('https://evil.example')),
      await signed((jwt) => jwt.setAudience('someone-else')),
      await signed((jwt) => jwt.setIssuedAt(iat - 900).setExpirationTime(iat - 600)),
      await token({}, { lifetime: 3600 }),
      `${(await token()).split('.').slice(0, 2).join('.')}.`,
      'not-a-jwt',
    ];
    for (const jwt of attempts) expectInvalid(await partnerSession(jwt));
    // A token of the other organisation, presented as this one's (and the other way round).
    expectInvalid(await partnerSession(await token({}, { secret: `${SECRET}-other` })));
    expectInvalid(await partnerSession(await token(), other));
  });

  it('never opens an existing account on the token alone: 409, and b2b_link connects it', async () => {
    const existing = await signUp(t.app);
    const refused = await partnerSession(await token({ sub: 'emp-2002', email: existing.email }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [PARTNER_ACCOUNT_EXISTS_MESSAGE] });
    expect(refused.headers['access-token']).toBeUndefined();

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/b2b_link',
      headers: existing.session,
      payload: {
        jwt_token: await token({ sub: 'emp-2002' }),
        company_profile_uuid: organisation.uuid,
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ data: { organisation_name: organisation.name } });
    const signedIn = await partnerSession(await token({ sub: 'emp-2002' }));
    expect(signedIn.json().data).toMatchObject({ id: existing.id, usertype: 'member' });

    // Another person cannot take over that partner identity.
    const intruder = await signUp(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/b2b_link',
      headers: intruder.session,
      payload: {
        jwt_token: await token({ sub: 'emp-2002' }),
        company_profile_uuid: organisation.uuid,
      },
    });
    // 422, not 401: the intruder's own session is fine.
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: [PARTNER_TOKEN_INVALID_MESSAGE] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/b2b_link',
      payload: { jwt_token: await token(), company_profile_uuid: organisation.uuid },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts RS256 tokens checked with the public keys of a pasted JWKS', async () => {
    const rsa = await createTestOrganisation(t.app.db);
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'hr-2026', alg: 'RS256', use: 'sig' };
    await savePartnerKey(t.app.db, {
      organisationId: rsa.id,
      issuer: ISSUER,
      audience: AUDIENCE,
      hs256Secret: null,
      jwks: { keys: [jwk] },
      rotatedAt: t.app.clock.now(),
    });
    const iat = nowSeconds();
    const jwt = await new SignJWT({ email: uniqueEmail(), given_name: 'Ravi' })
      .setProtectedHeader({ alg: 'RS256', kid: 'hr-2026' })
      .setSubject('emp-rsa')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 120)
      .sign(privateKey);
    const response = await partnerSession(jwt, rsa);
    expect(response.statusCode, response.body).toBe(200);
    // An HS256 token made with the public key as its secret (algorithm confusion) is refused.
    expectInvalid(await partnerSession(await token({}, { secret: JSON.stringify(jwk) }), rsa));
  });

  it('uses a token once even when the same token arrives many times at once', async () => {
    const jwt = await token();
    const answers = await Promise.all(Array.from({ length: 8 }, () => partnerSession(jwt)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 401 && code !== 409)).toEqual([]);
  });
});
