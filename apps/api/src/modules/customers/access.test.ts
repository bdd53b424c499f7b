import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { sessionFrom, signIn, signUp, validateToken, TEST_PASSWORD } from '../../test/auth';

// Every auth and profile route acts on the session's own user; nothing in a request can point it
// at another user's records (broken object-level authorisation).
describe('access control between users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  it("never shows or changes B's data with A's session", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const before = (await validateToken(t.app, b.session)).json().data;

    const seen = await validateToken(t.app, { ...a.session, uid: b.email });
    expect(seen.json().data).toMatchObject({ id: a.id, email: a.email });

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/profile',
      headers: { ...a.session, uid: b.email },
      payload: {
        id: b.id,
        uuid: before.uuid,
        firstname: 'Mallory',
        lastname: 'Intruder',
        email: uniqueEmail('mallory'),
        mobile: a.mobile,
        current_password: TEST_PASSWORD,
      },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(a.id);

    const appToken = await t.app.inject({
      method: 'POST',
      url: '/api/customers/app_token',
      headers: a.session,
    });
    const exchanged = await t.app.inject({
      method: 'POST',
      url: '/api/decode-token',
      headers: { 'jwt-token': appToken.json().app_token },
    });
    expect(exchanged.json().data.id).toBe(a.id);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/authenticate/password',
      headers: a.session,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'Another-pass-42',
        password_confirmation: 'Another-pass-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/authenticate/sign_out?remove_all=true',
      headers: sessionFrom(changed),
    });
    expect(signedOut.statusCode).toBe(200);

    const after = await validateToken(t.app, b.session);
    expect(after.statusCode).toBe(200);
    const { fb_token: _before, ...bBefore } = before;
    const { fb_token: _after, ...bAfter } = after.json().data;
    expect(bAfter).toEqual(bBefore);
    expect(sessionFrom(await signIn(t.app, b.email)).uid).toBe(b.email);
  });
});
