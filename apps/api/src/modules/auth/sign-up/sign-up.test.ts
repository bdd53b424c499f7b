import {
  DISPOSABLE_EMAIL_MESSAGE,
  SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE,
  SIGN_UP_CODE_LOCKED_MESSAGE,
  SIGN_UP_EXPIRED_MESSAGE,
  userSchema,
  wrongSignUpCodeMessage,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  confirmMobile,
  emailedSignUpCode,
  sessionFrom,
  signIn,
  signUp,
  signUpBody,
  startSignUp,
  textedMobileCode,
  validateToken,
  verifySignUp,
  type ClientSession,
} from '../../../test/auth';
import { outboxMessages } from '../../outbox/tables';
import { verificationCodes } from '../../verification/tables';
import { users } from '../tables';

const MINUTE = 60_000;

describe('POST /api/customers/authenticate (sign up, code first)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/customers/authenticate', payload });
  // In the order sent: without an order PostgreSQL may return a row it has since updated
  // (marked sent) after a newer one.
  const mailTo = (recipient: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(outboxMessages.id);
  const accountsWith = (email: string) =>
    t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const resend = (verification_id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/resend',
      payload: { verification_id },
    });

  it('emails a code first, then the code creates the patient and signs the device in', async () => {
    const body = signUpBody({ email: signUpBody().email.toUpperCase() });
    const email = body.email.toLowerCase();
    const started = await startSignUp(t.app, body);
    expect(started).toEqual({
      verification_id: expect.stringMatching(/^[\w-]{22}$/),
      sent_to: `${email[0]}•••@example.com`,
      resend_after: 30,
    });
    expect(await accountsWith(email)).toEqual([]);
    const [codeMail] = await mailTo(email);
    expect(codeMail).toMatchObject({ template: 'sign-up-code', channel: 'email' });
    expect(codeMail?.subject).toMatch(/^\d{6} is your Kaizen code$/);

    const response = await verifySignUp(t.app, {
      verification_id: started.verification_id,
      code: await emailedSignUpCode(t.app, email),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({
      usertype: 'patient',
      email,
      mobile: null,
      firstname: 'Asha',
      lastname: 'Verma',
      organisation_id: null,
      first_time_to_amaha_user: true,
    });
    expect(response.headers['access-token']).toMatch(/^[\w-]{22}$/);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers.uid).toBe(email);
    expect(Number(response.headers.expiry)).toBeGreaterThan(Date.now() / 1000);
    // The details waited only for the code.
    const left = await t.app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, started.verification_id));
    expect(left).toEqual([]);
    // The code works once.
    const again = await verifySignUp(t.app, {
      verification_id: started.verification_id,
      code: await emailedSignUpCode(t.app, email),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: [SIGN_UP_EXPIRED_MESSAGE] });
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
      expect(response.json()).toMatchObject({ errors: [DISPOSABLE_EMAIL_MESSAGE] });
    }
  });

  it('a taken email gets the same answer, a notice instead of a code, and no account (issue 8 case 4)', async () => {
    const owner = await signUp(t.app);
    const taken = await post(signUpBody({ email: owner.email.toUpperCase() }));
    const free = await post(signUpBody());
    expect(taken.statusCode).toBe(202);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json().sent_to).toBe(`${owner.email[0]}•••@example.com`);
    const mail = await mailTo(owner.email);
    expect(mail.map((message) => message.template)).toEqual(['sign-up-code', 'details-claimed']);
    expect(mail[1]?.body).toContain('Someone tried to create a new Kaizen account with your email');
    expect(mail[1]?.body).toContain('sign in or use "Forgot password"');

    // No code was sent, so none is right; the tries run out like any other.
    const { verification_id } = taken.json() as { verification_id: string };
    for (let left = 4; left >= 0; left--) {
      const guess = await verifySignUp(t.app, { verification_id, code: '123456' });
      expect(guess.json()).toMatchObject({ errors: [wrongSignUpCodeMessage(left)] });
    }
    expect(await accountsWith(owner.email)).toEqual([{ id: owner.id }]);
    // A new code for it sends nothing either, and answers the same.
    t.clock.advance(31_000);
    const again = await resend(verification_id);
    expect(again.statusCode).toBe(202);
    expect((await mailTo(owner.email)).length).toBe(2);
  });

  /** Signs up with `body` through both steps and answers the code step's response. */
  async function signUpWith(body: ReturnType<typeof signUpBody>) {
    const { verification_id } = await startSignUp(t.app, body);
    const code = await emailedSignUpCode(t.app, body.email);
    return verifySignUp(t.app, { verification_id, code });
  }
  const texts = (mobile: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, mobile), eq(outboxMessages.channel, 'sms')));
  const claimedNotices = (email: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'details-claimed')),
      );
  const pendingOf = (session: ClientSession) =>
    t.app.inject({
      method: 'GET',
      url: '/api/customers/profile/pending_changes',
      headers: session,
    });

  it('a free mobile waits for its texted code; the code sets it', async () => {
    const body = signUpBody();
    const response = await signUpWith(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.mobile).toBeNull();
    const session = sessionFrom(response);
    expect((await pendingOf(session)).json()).toEqual({
      data: { email: null, mobile: body.mobile },
    });
    const [sms] = await texts(body.mobile);
    expect(sms?.template).toBe('confirm-mobile-change');
    expect((await signIn(t.app, body.mobile)).statusCode).toBe(401);

    const code = await textedMobileCode(t.app, body.mobile);
    expect((await confirmMobile(t.app, session, code)).statusCode).toBe(200);
    expect((await validateToken(t.app, session)).json().data.mobile).toBe(body.mobile);
    expect((await signIn(t.app, body.mobile)).statusCode).toBe(200);
    // A first mobile replaces nothing: no "your mobile was changed" email.
    const changed = (await mailTo(body.email)).filter((m) => m.template === 'contact-changed');
    expect(changed).toEqual([]);
  });

  it('a taken mobile is answered exactly like a free one: no text to it, its owner emailed, never applied', async () => {
    const owner = await signUp(t.app);
    const takenBody = signUpBody({ mobile: owner.mobile });
    const freeBody = signUpBody();
    const startedTaken = await startSignUp(t.app, takenBody);
    const startedFree = await startSignUp(t.app, freeBody);
    expect(Object.keys(startedTaken)).toEqual(Object.keys(startedFree));
    // Nothing is said to the owner before a mailbox has been proved.
    expect(await claimedNotices(owner.email)).toEqual([]);
    const smsBefore = (await texts(owner.mobile)).length;

    const verify = async (body: typeof takenBody, started: typeof startedTaken) =>
      verifySignUp(t.app, {
        verification_id: started.verification_id,
        code: await emailedSignUpCode(t.app, body.email),
      });
    const taken = await verify(takenBody, startedTaken);
    const free = await verify(freeBody, startedFree);
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value;
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json().data.mobile).toBeNull();
    expect((await pendingOf(sessionFrom(taken))).json()).toEqual({
      data: { email: null, mobile: owner.mobile },
    });

    expect((await texts(owner.mobile)).length).toBe(smsBefore);
    expect((await claimedNotices(owner.email)).map((notice) => notice.subject)).toEqual([
      'Your mobile number was used on Kaizen',
    ]);
    expect((await claimedNotices(owner.email))[0]?.body).toMatch(/create a new Kaizen account/);
    const [account] = await t.app.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.email, takenBody.email));
    expect(account).toEqual({ mobile: null });
    const guess = await confirmMobile(t.app, sessionFrom(taken), '123456');
    expect(guess.statusCode).toBe(422);
    expect((await signIn(t.app, owner.mobile)).json().data?.id).toBe(owner.id);
  });

  it('locks the code after 5 wrong tries; a new code starts again', async () => {
    const body = signUpBody();
    const { verification_id } = await startSignUp(t.app, body);
    const right = await emailedSignUpCode(t.app, body.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await verifySignUp(t.app, { verification_id, code: wrong })).json().errors[0]);
    }
    expect(answers).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      wrongSignUpCodeMessage(0),
      SIGN_UP_CODE_LOCKED_MESSAGE,
    ]);
    const locked = await verifySignUp(t.app, { verification_id, code: right });
    expect(locked.json()).toMatchObject({ errors: [SIGN_UP_CODE_LOCKED_MESSAGE] });

    t.clock.advance(31_000);
    expect((await resend(verification_id)).statusCode).toBe(202);
    const fresh = await emailedSignUpCode(t.app, body.email);
    const response = await verifySignUp(t.app, { verification_id, code: fresh });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('an expired code is replaced by a new one; the sign-up itself expires after an hour', async () => {
    const body = signUpBody();
    const { verification_id } = await startSignUp(t.app, body);
    const first = await emailedSignUpCode(t.app, body.email);
    t.clock.advance(10 * MINUTE);
    const expired = await verifySignUp(t.app, { verification_id, code: first });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errors: [SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE] });
    const second = await emailedSignUpCode(t.app, body.email);
    expect((await mailTo(body.email)).length).toBe(2);

    t.clock.advance(50 * MINUTE);
    const gone = await verifySignUp(t.app, { verification_id, code: second });
    expect(gone.json()).toMatchObject({ errors: [SIGN_UP_EXPIRED_MESSAGE] });
    // The next sign-up anywhere sweeps what expired: the typed details and password hash go.
    await startSignUp(t.app, signUpBody());
    const left = await t.app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, verification_id));
    expect(left).toEqual([]);
  });

  it('resends no sooner than 30 s, and at most 5 codes an hour per address, taken or not', async () => {
    const owner = await signUp(t.app);
    for (const email of [signUpBody().email, owner.email]) {
      // A fresh hour: the owner's own sign-up code counted in the last one.
      t.clock.advance(61 * MINUTE);
      const { verification_id } = await startSignUp(t.app, signUpBody({ email }));
      const tooSoon = await resend(verification_id);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toMatchObject({
        errors: ['You can ask for a new code in 30 seconds.'],
      });
      expect(tooSoon.headers['retry-after']).toBe('30');
      const answers = [];
      for (let i = 0; i < 5; i++) {
        t.clock.advance(30_000);
        answers.push((await resend(verification_id)).statusCode);
      }
      expect(answers).toEqual([202, 202, 202, 202, 429]);
      // Starting again does not get round it.
      expect((await post(signUpBody({ email }))).statusCode).toBe(429);
    }
  });

  it('stores only an argon2id hash of the password, from the first step on', async () => {
    const body = signUpBody();
    const { verification_id } = await startSignUp(t.app, body);
    const [pending] = await t.app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, verification_id));
    expect(JSON.stringify(pending)).not.toContain(body.password);
    expect(pending?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const { id } = await signUp(t.app);
    const { findCredentialsById } = await import('../queries');
    const account = await findCredentialsById(t.app.db, id);
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('two requests with the same right code make one account', async () => {
    const body = signUpBody();
    const { verification_id } = await startSignUp(t.app, body);
    const code = await emailedSignUpCode(t.app, body.email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verifySignUp(t.app, { verification_id, code })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(await accountsWith(body.email)).toHaveLength(1);
    expect((await signIn(t.app, body.email)).statusCode).toBe(200);
  });
});
