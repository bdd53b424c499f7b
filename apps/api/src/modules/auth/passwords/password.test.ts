import {
  DEVICE_LOGGED_OUT_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/app';
import { outboxMessages } from '../../outbox/tables';
import { RESET_LINK_TTL_MS } from './reset-email';
import {
  emailedResetToken,
  sessionFrom,
  signIn,
  signUp,
  validateToken,
  type ClientSession,
} from '../../../test/auth';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('customers/authenticate/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: 'https://kaizen.example/',
    });
  });
  afterAll(() => t.app.close());

  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/password',
      payload: { email },
    });
  const update = (payload: Record<string, string>, session: Partial<ClientSession> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/customers/authenticate/password',
      headers: session,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...payload },
    });

  const resetTokenFor = (email: string) => emailedResetToken(t.app, email);

  it('answers forgot-password the same for unknown emails, and emails only real accounts', async () => {
    const user = await signUp(t.app);
    const nobody = uniqueEmail('nobody');
    for (const email of [user.email, nobody]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(await resetTokenFor(user.email)).toMatch(/^[\w-]{43}$/);
    const none = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, nobody));
    expect(none).toHaveLength(0);
  });

  it('resets with the emailed token once, ends every device, and the new password signs in', async () => {
    const user = await signUp(t.app);
    await forgot(user.email);
    const token = await resetTokenFor(user.email);

    const reset = await update({ reset_password_token: token });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: PASSWORD_RESET_MESSAGE });
    const ended = await validateToken(t.app, user.session);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({
      errors: [DEVICE_LOGGED_OUT_MESSAGE],
      code: 'device_logged_out',
    });

    const reused = await update({ reset_password_token: token });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errors: [INVALID_RESET_TOKEN_MESSAGE] });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      payload: { login: user.email, password: NEW_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses a reset link older than one hour', async () => {
    const user = await signUp(t.app);
    await forgot(user.email);
    const token = await resetTokenFor(user.email);
    t.clock.advance(RESET_LINK_TTL_MS);
    const response = await update({ reset_password_token: token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [INVALID_RESET_TOKEN_MESSAGE] });
  });

  it('changes the password with the current one: this device gets a new session, the others end', async () => {
    const user = await signUp(t.app);
    const other = sessionFrom(await signIn(t.app, user.email));

    const wrong = await update({ current_password: 'Not-the-password-1' }, user.session);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: [WRONG_CURRENT_PASSWORD_MESSAGE],
      code: 'wrong_current_password',
      fields: { current_password: WRONG_CURRENT_PASSWORD_MESSAGE },
    });

    const changed = await update({ current_password: 'Correct-Horse-9' }, user.session);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ success: true, message: PASSWORD_CHANGED_MESSAGE });
    const renewed = sessionFrom(changed);
    expect(renewed.client).not.toBe(user.session.client);
    expect((await validateToken(t.app, renewed)).statusCode).toBe(200);
    expect((await validateToken(t.app, user.session)).statusCode).toBe(401);
    expect((await validateToken(t.app, other)).statusCode).toBe(403);
    expect((await signIn(t.app, user.email)).statusCode).toBe(401); // old password is gone
  });

  it('needs a session to change the password, and matching confirmation either way', async () => {
    const anonymous = await update({ current_password: 'Correct-Horse-9' });
    expect(anonymous.statusCode).toBe(401);
    const mismatch = await update({
      reset_password_token: 'x'.repeat(43),
      password_confirmation: 'Something-else-1',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toContain('Passwords do not match.');
  });
});
