import { EMAIL_TAKEN_MESSAGE, MOBILE_TAKEN_MESSAGE, userSchema } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, uniqueMobile, type TestApp } from '../../test/app';
import { SESSION_POLICY } from '../auth/service';
import { sessionFrom, signIn, signUp, validateToken, type ClientSession } from '../../test/auth';

describe('PUT /api/customers/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const update = (session: Partial<ClientSession>, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/customers/profile', headers: session, payload });

  it('updates name, email and mobile and answers the user', async () => {
    const user = await signUp(t.app);
    const email = uniqueEmail('renamed');
    const mobile = uniqueMobile();
    const response = await update(user.session, {
      firstname: "D'Souza",
      lastname: 'Rao-Mehta',
      email: email.toUpperCase(),
      mobile,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({
      id: user.id,
      firstname: "D'Souza",
      lastname: 'Rao-Mehta',
      email,
      mobile,
    });
    expect((await signIn(t.app, email)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email)).statusCode).toBe(401);
  });

  it("answers 409 for another account's email or mobile and changes nothing", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const profile = {
      firstname: 'Asha',
      lastname: 'Verma',
      email: user.email,
      mobile: user.mobile,
    };
    const takenEmail = await update(user.session, { ...profile, email: other.email });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json()).toEqual({ errors: [EMAIL_TAKEN_MESSAGE] });
    const takenMobile = await update(user.session, { ...profile, mobile: other.mobile });
    expect(takenMobile.statusCode).toBe(409);
    expect(takenMobile.json()).toEqual({ errors: [MOBILE_TAKEN_MESSAGE] });
    const unchanged = (await validateToken(t.app, user.session)).json().data;
    expect(unchanged).toMatchObject({ email: user.email, mobile: user.mobile });
    // A refused request can still rotate the token: the new one must reach the client.
    t.clock.advance(SESSION_POLICY.rotationGraceMs);
    const rotatedConflict = await update(user.session, { ...profile, email: other.email });
    expect(rotatedConflict.statusCode).toBe(409);
    const rotated = sessionFrom(rotatedConflict);
    expect(rotated['access-token']).not.toBe(user.session['access-token']);
    t.clock.advance(SESSION_POLICY.rotationGraceMs);
    expect((await validateToken(t.app, rotated)).statusCode).toBe(200);
    // Keeping one's own email and mobile is no conflict.
    expect((await update(rotated, profile)).statusCode).toBe(200);
  });

  it('answers 422 per invalid field and 401 without a session', async () => {
    const user = await signUp(t.app);
    const invalid = await update(user.session, {
      firstname: 'Asha',
      lastname: 'Verma',
      email: 'nope',
      mobile: '12345',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([
      'Please enter a valid email address.',
      'Please enter a valid 10-digit mobile number.',
    ]);
    const anonymous = await update(
      {},
      { firstname: 'A', lastname: 'B', email: 'a@b.co', mobile: '9876543210' },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
