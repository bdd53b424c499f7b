import {
  CLINICIAN_REFUSED_MESSAGE,
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
  GOOGLE_LOGIN_FAILED_MESSAGE,
  PLATFORM_HEADER_VALUE,
  userSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { createAccount, sessionFrom, signUp, validateToken } from '../../test/auth';
import {
  GOOGLE_TEST_CLIENT_ID,
  startGoogleStandIn,
  type GoogleStandIn,
} from '../../test/google-stand-in';
import { users } from '../auth/tables';
import { GOOGLE_NOT_CONFIGURED_MESSAGE, GOOGLE_UNAVAILABLE_MESSAGE } from './service';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('Google sign-in (POST /api/customers/authenticate/google)', () => {
  let google: GoogleStandIn;
  let t: TestApp;
  beforeAll(async () => {
    google = await startGoogleStandIn();
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
      GOOGLE_SCRIPT_URL: 'http://127.0.0.1:9/gsi/client',
    });
  });
  afterAll(async () => {
    await t.app.close();
    await google.close();
  });

  /** SPEC §7: form-urlencoded, Google's credential response plus the web's fixed extras. */
  const exchange = (credential: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form({
        credential,
        select_by: 'btn',
        client_id: GOOGLE_TEST_CLIENT_ID,
        provider: 'google',
        source: 'button',
      }),
    });
  const profile = (email: string, overrides: Record<string, unknown> = {}) => ({
    sub: `google-${email.toLowerCase()}`,
    email,
    email_verified: true,
    given_name: 'Meera',
    family_name: 'Iyer',
    name: 'Meera Iyer',
    ...overrides,
  });
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  it('offers Google with its client id and script, and allows that origin in the CSP', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/sign_in_options' });
    expect(options.json()).toEqual({
      google: { client_id: GOOGLE_TEST_CLIENT_ID, script_url: 'http://127.0.0.1:9/gsi/client' },
    });
    const csp = String(options.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9");
    expect(csp).toContain('frame-src http://127.0.0.1:9');
    expect(options.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('creates an account for a new verified email, then signs the same account in again', async () => {
    const email = uniqueEmail('google');
    const first = await exchange(await google.idToken(profile(email.toUpperCase())), {
      platform: PLATFORM_HEADER_VALUE,
    });
    expect(first.statusCode, first.body).toBe(200);
    const user = userSchema.parse(first.json().data);
    expect(user).toMatchObject({
      email,
      firstname: 'Meera',
      lastname: 'Iyer',
      usertype: 'patient',
    });
    expect((await validateToken(t.app, sessionFrom(first))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();

    const again = await exchange(await google.idToken(profile(email)));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(user.id);
    expect(sessionFrom(again).client).not.toBe(sessionFrom(first).client);
  });

  it("signs in the existing account with the token's email, whoever calls", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    // Bob's session headers along with Alice's token: the token decides, and it says Alice.
    const response = await exchange(await google.idToken(profile(alice.email)), bob.session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: alice.id, email: alice.email });
  });

  it.each([
    ['a forged signature', { forged: true }],
    ['another client id (audience)', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { issuer: 'https://accounts.example.com' }],
  ])('refuses %s with 401 and the SPEC text', async (_label, options) => {
    const email = uniqueEmail('google');
    const response = await exchange(await google.idToken(profile(email), options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [GOOGLE_LOGIN_FAILED_MESSAGE] });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an expired token (by the API clock) with 401', async () => {
    const issuedAt = now() - 7200;
    const token = await google.idToken(profile(uniqueEmail('google')), {
      issuedAt,
      expiresAt: issuedAt + 3600,
    });
    const response = await exchange(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([GOOGLE_LOGIN_FAILED_MESSAGE]);
  });

  it('refuses a token whose email Google has not verified with 422, even for an existing account', async () => {
    const owner = await signUp(t.app);
    for (const email_verified of [false, undefined]) {
      const token = await google.idToken(profile(owner.email, { email_verified }));
      const response = await exchange(token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([GOOGLE_EMAIL_UNVERIFIED_MESSAGE]);
    }
  });

  it('refuses garbage and a missing credential with a clear 4xx, never 500', async () => {
    for (const credential of ['x'.repeat(40), 'a.b.c'.repeat(10), '']) {
      const response = await exchange(credential);
      expect([401, 422], credential).toContain(response.statusCode);
      expect(response.json().errors).toEqual([GOOGLE_LOGIN_FAILED_MESSAGE]);
    }
  });

  it('refuses a clinician on the web, as password sign-in does', async () => {
    const therapist = await createAccount(t.app, 'therapist');
    const response = await exchange(await google.idToken(profile(therapist.email)), {
      platform: PLATFORM_HEADER_VALUE,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([CLINICIAN_REFUSED_MESSAGE]);
  });

  it('makes one account when the first sign-ins of a new email arrive together', async () => {
    const email = uniqueEmail('google-burst');
    const tokens = await Promise.all(
      Array.from({ length: 6 }, () => google.idToken(profile(email))),
    );
    const answers = await Promise.all(tokens.map((token) => exchange(token)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((response) => response.json().data.id)).size).toBe(1);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('Google sign-in, not configured or unreachable', () => {
  it('offers nothing, allows nothing of Google in the CSP, and answers the exchange 404', async () => {
    const t = await createTestApp();
    try {
      const options = await t.app.inject({ method: 'GET', url: '/api/sign_in_options' });
      expect(options.json()).toEqual({ google: null });
      expect(String(options.headers['content-security-policy'])).not.toContain('frame-src');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/authenticate/google',
        payload: { credential: 'x'.repeat(40) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([GOOGLE_NOT_CONFIGURED_MESSAGE]);
    } finally {
      await t.app.close();
    }
  });

  it("answers 503 when Google's keys cannot be fetched", async () => {
    const google = await startGoogleStandIn();
    const email = uniqueEmail('google');
    const token = await google.idToken({ sub: email, email, email_verified: true });
    await google.close();
    const t = await createTestApp({
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/authenticate/google',
        payload: { credential: token },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([GOOGLE_UNAVAILABLE_MESSAGE]);
    } finally {
      await t.app.close();
    }
  });
});
