import { INVALID_APP_TOKEN_MESSAGE, userSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../../lib/signed-tokens';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../test/app';
import { APP_TOKEN_TTL_SECONDS } from './app-tokens';
import { sessionFrom, signUp, validateToken, type ClientSession } from '../../../test/auth';

describe('app tokens: POST customers/app_token and decode-token (SPEC §4 case 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const issue = (session: ClientSession, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/app_token',
      headers: { ...session, ...headers },
    });
  // The web sends a null body with the JSON content type (SPEC §7): empty, or the text null.
  const decode = (appToken: string, payload = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/decode-token',
      headers: { 'jwt-token': appToken, 'content-type': 'application/json' },
      payload,
    });

  async function appTokenFor(session: ClientSession, headers: Record<string, string> = {}) {
    const response = await issue(session, headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { app_token: string; expires_in: number };
    expect(body.expires_in).toBe(APP_TOKEN_TTL_SECONDS);
    return body.app_token;
  }

  it('exchanges an app token once for a new device session of the same user', async () => {
    const user = await signUp(t.app);
    const appToken = await appTokenFor(user.session);

    const exchanged = await decode(appToken);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(userSchema.parse(exchanged.json().data)).toMatchObject({
      id: user.id,
      email: user.email,
    });
    expect(exchanged.headers['secondary-profile-access-token']).toBeUndefined();
    const webView = sessionFrom(exchanged);
    expect(webView.client).not.toBe(user.session.client);
    expect((await validateToken(t.app, webView)).statusCode).toBe(200);
    expect((await validateToken(t.app, user.session)).statusCode).toBe(200);

    const reused = await decode(appToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ errors: [INVALID_APP_TOKEN_MESSAGE] });
  });

  // A real switch is carried over as a new token of the new session (profiles.test.ts).
  it('carries no secondary-profile token that is not good for the account', async () => {
    const user = await signUp(t.app);
    const appToken = await appTokenFor(user.session, {
      'secondary-profile-access-token': 'profile-token-123',
    });
    const exchanged = await decode(appToken, 'null');
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.headers['secondary-profile-access-token']).toBeUndefined();
  });

  it('refuses expired, forged, other-purpose and missing tokens', async () => {
    const user = await signUp(t.app);
    const expired = await appTokenFor(user.session);
    t.clock.advance(APP_TOKEN_TTL_SECONDS * 1000);
    const now = t.clock.now();
    const claims = { sub: crypto.randomUUID(), uid: user.id };
    const candidates = [
      expired,
      await signToken('another-secret-that-is-long-enough-000000', 'app', claims, 300, now),
      await signToken(TEST_AUTH_SECRET, 'realtime', claims, 300, now),
      await signToken(TEST_AUTH_SECRET, 'app', claims, 300, now), // no such user
      'not-a-token',
    ];
    for (const candidate of candidates) {
      const response = await decode(candidate);
      expect(response.statusCode).toBe(401);
      expect(response.headers['access-token']).toBeUndefined();
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/decode-token' });
    expect(missing.statusCode).toBe(401);
  });

  it('issues app tokens only to a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers/app_token' });
    expect(response.statusCode).toBe(401);
  });
});
