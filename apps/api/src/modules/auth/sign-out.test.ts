import { DEVICE_LOGGED_OUT_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { SESSION_POLICY } from './device-sessions/sessions';
import { sessionFrom, signIn, signUp, validateToken, type ClientSession } from '../../test/auth';

describe('DELETE /api/authenticate/sign_out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const signOut = (session: ClientSession, query = '') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/authenticate/sign_out${query}`,
      // The web client sends the JSON content type on every call, also without a body (SPEC §7).
      headers: { ...session, 'content-type': 'application/json' },
    });

  async function twoDevices() {
    const user = await signUp(t.app);
    const other = await signIn(t.app, user.email);
    return { user, first: user.session, second: sessionFrom(other) };
  }

  it('ends only this device: its token then gets 401, the other device keeps working', async () => {
    const { first, second } = await twoDevices();
    t.clock.advance(SESSION_POLICY.rotationGraceMs);
    const response = await signOut(first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers['access-token']).toBeUndefined(); // no token outlives a sign-out
    const after = await validateToken(t.app, first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errors: [UNAUTHENTICATED_MESSAGE] });
    expect((await validateToken(t.app, second)).statusCode).toBe(200);
  });

  it('with remove_all=true ends every device; the others get 403 device logged out', async () => {
    const { first, second } = await twoDevices();
    expect((await signOut(first, '?remove_all=true')).statusCode).toBe(200);
    expect((await validateToken(t.app, first)).statusCode).toBe(401);
    const other = await validateToken(t.app, second);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      errors: [DEVICE_LOGGED_OUT_MESSAGE],
      code: 'device_logged_out',
    });
    // Only the device's own token learns that: a wrong token for that device is just 401.
    const guess = await validateToken(t.app, { ...second, 'access-token': 'x'.repeat(22) });
    expect(guess.statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/authenticate/sign_out' });
    expect(response.statusCode).toBe(401);
  });
});
