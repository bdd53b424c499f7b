import { INVALID_CREDENTIALS_MESSAGE } from '@kaizen/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { emailedResetToken, signUp, TEST_PASSWORD } from '../../test/auth';
import { outboxMessages } from '../outbox/tables';

// Issue 8 case 4: wrong passwords against one account, from any number of addresses, slow down
// and then lock; the owner is emailed; the answer says when to retry.

describe('sign-in failures per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://kaizen.example',
    });
  });
  afterAll(() => t.app.close());

  const attempt = (login: string, password: string, address = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      headers: { 'x-forwarded-for': address },
      payload: { login, password },
    });
  const wrong = (login: string, address?: string) => attempt(login, 'Wrong-pass-123', address);

  it('slows down after three failures, then locks after ten with a clear message and an email', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await wrong(user.email)).statusCode).toBe(401);
    const slowed = await wrong(user.email);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().errors[0]).toBe(
      'Too many failed sign-ins. Please wait 1 second before trying again.',
    );
    expect(slowed.headers['retry-after']).toBe('1');
    // Waiting the announced time allows the next try; each failure doubles the wait.
    for (let i = 3; i < 10; i++) {
      t.clock.advance(60_000);
      expect((await wrong(user.email)).statusCode).toBe(401);
    }
    t.clock.advance(60_000);
    const locked = await attempt(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(
      /^Too many failed sign-ins: this account is locked for now\. Try again in 1[45] minutes, or reset your password\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    const mail = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email))
      .orderBy(desc(outboxMessages.id));
    expect(mail.filter((message) => message.template === 'sign-in-locked')).toHaveLength(1);

    t.clock.advance(15 * 60_000);
    expect((await attempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Success clears the count: the next wrong password is an ordinary 401.
    expect((await wrong(user.email)).statusCode).toBe(401);
  });

  it('gives a burst of 500 wrong passwords from 20 addresses no more tries than a slow attacker', async () => {
    const user = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => wrong(user.email, `198.51.100.${i % 20}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(497);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('treats a login without an account exactly like one with an account', async () => {
    const user = await signUp(t.app);
    const nobody = uniqueEmail('nobody');
    const seen = async (login: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await wrong(login);
        answers.push(`${response.statusCode} ${response.json().errors[0]}`);
      }
      return answers;
    };
    const known = await seen(user.email);
    expect(await seen(nobody)).toEqual(known);
    expect(known[0]).toBe(`401 ${INVALID_CREDENTIALS_MESSAGE}`);
  });

  it('lifts the lock when the owner resets the password', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      await wrong(user.email);
      t.clock.advance(60_000);
    }
    expect((await attempt(user.email, TEST_PASSWORD)).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/password',
      payload: { email: user.email },
    });
    const token = await emailedResetToken(t.app, user.email);
    const newPassword = 'Fresh-Start-2026';
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/authenticate/password',
      payload: {
        reset_password_token: token,
        password: newPassword,
        password_confirmation: newPassword,
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await attempt(user.email, newPassword)).statusCode).toBe(200);
  });
});
