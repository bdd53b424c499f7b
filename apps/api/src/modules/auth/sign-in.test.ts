import {
  CLINICIAN_REFUSED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  userSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/app';
import { deviceSessions } from './tables';
import {
  createAccount,
  sessionFrom,
  signIn,
  signUp,
  TEST_PASSWORD,
  validateToken,
} from '../../test/auth';

describe('POST /api/customers/authenticate/sign_in', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many wrong passwords on purpose: the per-account slow-down has its own tests (account-guard).
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      SIGN_IN_SLOW_AFTER: '1000',
      SIGN_IN_LOCK_AFTER: '1000',
    });
  });
  afterAll(() => t.app.close());

  it('signs in by email in any letter case, or by mobile, each device with its own session', async () => {
    const user = await signUp(t.app);
    const byEmail = await signIn(t.app, user.email.toUpperCase());
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(userSchema.parse(byEmail.json().data)).toMatchObject({ id: user.id, email: user.email });
    const byMobile = await signIn(t.app, user.mobile);
    expect(byMobile.statusCode).toBe(200);
    const sessions = [user.session, sessionFrom(byEmail), sessionFrom(byMobile)];
    expect(new Set(sessions.map((session) => session.client)).size).toBe(3);
    for (const session of sessions)
      expect((await validateToken(t.app, session)).statusCode).toBe(200);
  });

  it('accepts the email or mobile in their own fields too', async () => {
    const user = await signUp(t.app);
    for (const payload of [
      { email: user.email, password: TEST_PASSWORD },
      { mobile: user.mobile, password: TEST_PASSWORD },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/authenticate/sign_in',
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('gives a wrong password and an unknown account the same answer in about the same time', async () => {
    const user = await signUp(t.app);
    const attempt = async (login: string) => {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers/authenticate/sign_in',
        payload: { login, password: 'Wrong-password-1' },
      });
      return { response, ms: performance.now() - started };
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await attempt(user.email);
      const b = await attempt(uniqueEmail('nobody'));
      for (const { response } of [a, b]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ errors: [INVALID_CREDENTIALS_MESSAGE] });
      }
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Both run one argon2id verification (tens of ms); without the dummy check, unknown would be ~1 ms.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses clinicians on the web platform with 403 and creates no session', async () => {
    for (const usertype of ['therapist', 'psychiatrist']) {
      const clinician = await createAccount(t.app, usertype);
      const refused = await signIn(t.app, clinician.email, { platform: 'kaizen' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        errors: [CLINICIAN_REFUSED_MESSAGE],
        code: 'clinician_refused',
      });
      expect(refused.headers['access-token']).toBeUndefined();
      const rows = await t.app.db
        .select()
        .from(deviceSessions)
        .where(eq(deviceSessions.userId, clinician.id));
      expect(rows).toHaveLength(0);
      // Other platforms (the clinician app) may sign them in.
      expect((await signIn(t.app, clinician.email)).statusCode).toBe(200);
    }
    const coach = await createAccount(t.app, 'coach');
    expect((await signIn(t.app, coach.email, { platform: 'kaizen' })).statusCode).toBe(200);
  });

  it('answers 422 without a login or a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      payload: { login: '', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining(['Password is required.']));
  });
});

describe('auth rate limit', () => {
  it('answers 429 with Retry-After once AUTH_RATE_LIMIT_MAX sign-ins are used up', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers/authenticate/sign_in',
          payload: { login: uniqueEmail('limited'), password: 'Wrong-password-1' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toEqual(expect.any(String));
      expect(limited.json()).toMatchObject({ errors: [expect.any(String)] });
    } finally {
      await t.app.close();
    }
  });
});
