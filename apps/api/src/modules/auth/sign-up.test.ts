import {
  DISPOSABLE_EMAIL_MESSAGE,
  ACCOUNT_DETAILS_IN_USE_MESSAGE,
  userSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMessages } from '../outbox/tables';
import { signUp, signUpBody } from '../../test/auth';

describe('POST /api/customers/authenticate (sign up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/customers/authenticate', payload });

  it('creates a patient, answers the SPEC §3 user and signs the device in', async () => {
    const body = signUpBody({ email: signUpBody().email.toUpperCase() });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    const user = userSchema.parse(response.json().data);
    expect(user).toMatchObject({
      usertype: 'patient',
      email: body.email.toLowerCase(),
      mobile: body.mobile,
      firstname: 'Asha',
      lastname: 'Verma',
      organisation_id: null,
      organisation_name: null,
      first_time_to_amaha_user: true,
    });
    expect(response.headers['access-token']).toMatch(/^[\w-]{22}$/);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers.uid).toBe(body.email.toLowerCase());
    expect(Number(response.headers.expiry)).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 422 with one message per invalid field (SPEC §5)', async () => {
    const response = await post({
      firstname: 'Asha1',
      lastname: 'Verma2',
      email: 'not-an-email',
      mobile: '4876543210',
      password: 'short',
      is_tnc_checked: false,
      is_privacy_policy_checked: false,
      is_eighteen_plus_checked: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'First name can contain only letters, spaces, dots, apostrophes and hyphens.',
      'Last name can contain only letters, spaces, dots, apostrophes and hyphens.',
      'Please enter a valid email address.',
      'Please enter a valid 10-digit mobile number.',
      'Password must be at least 8 characters.',
      'Please accept the terms and conditions.',
      'Please accept the privacy policy.',
      'Please confirm that you are 18 or older.',
    ]);
  });

  it('refuses disposable email domains, subdomains included (SPEC §5)', async () => {
    for (const email of ['someone@mailinator.com', 'someone@inbox.yopmail.com']) {
      const response = await post(signUpBody({ email }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: [DISPOSABLE_EMAIL_MESSAGE] });
    }
  });

  it('answers one 409 for a registered email or mobile (never which) and emails the owner (issue 8 case 4)', async () => {
    const first = await signUp(t.app);
    const sameEmail = await post(signUpBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ errors: [ACCOUNT_DETAILS_IN_USE_MESSAGE] });
    const sameMobile = await post(signUpBody({ mobile: first.mobile }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json()).toEqual({ errors: [ACCOUNT_DETAILS_IN_USE_MESSAGE] });
    const notices = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, first.email));
    expect(notices.map((notice) => notice.template)).toEqual([
      'details-claimed',
      'details-claimed',
    ]);
    expect(notices.map((notice) => notice.subject)).toEqual([
      'Your email address was used on Kaizen',
      'Your mobile number was used on Kaizen',
    ]);
  });

  it('stores only an argon2id hash of the password', async () => {
    const { id } = await signUp(t.app);
    const { findCredentialsById } = await import('./queries');
    const account = await findCredentialsById(t.app.db, id);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
