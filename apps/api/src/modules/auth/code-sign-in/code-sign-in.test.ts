import {
  CLINICIAN_REFUSED_MESSAGE,
  DEVICE_LOGGED_OUT_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  PLATFORM_HEADER_VALUE,
  OTP_SIGN_IN_EXPIRED_MESSAGE,
  SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE,
  SIGN_UP_CODE_LOCKED_MESSAGE,
  SIGN_UP_CODES_LIMIT_MESSAGE,
  userSchema,
  wrongSignUpCodeMessage,
} from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, uniqueMobile, type TestApp } from '../../../test/app';
import {
  createAccount,
  sessionFrom,
  signUp,
  signUpBody,
  startSignUp,
  validateToken,
  verifySignUp,
} from '../../../test/auth';
import { outboxMessages } from '../../outbox/tables';

const MINUTE = 60_000;

describe('sign-in with a one-time code (POST /api/customers/authenticate/otp)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.app.close());

  const requestCode = (login: string) =>
    t.app.inject({ method: 'POST', url: '/api/customers/authenticate/otp', payload: { login } });
  const verify = (
    payload: { verification_id: string; code: string },
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/otp/verify',
      headers,
      payload,
    });
  const resend = (verification_id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/otp/resend',
      payload: { verification_id },
    });
  const signInCodesTo = (recipient: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'sign-in-code')),
      )
      .orderBy(desc(outboxMessages.id));
  /** The newest sign-in code sent to the address, as its owner would read it. */
  const codeSentTo = async (recipient: string) => {
    const [message] = await signInCodesTo(recipient);
    const code = message?.body.match(
      /^(?:Hello,\s+)?(\d{6}) is your Kaizen code to sign in\./,
    )?.[1];
    if (!code) throw new Error(`no sign-in code sent to ${recipient}`);
    return code;
  };
  const started = async (login: string) => {
    const response = await requestCode(login);
    expect(response.statusCode, response.body).toBe(202);
    return response.json() as { verification_id: string; sent_to: string; resend_after: number };
  };

  it('texts a code to the confirmed mobile; the code signs the device in like a password', async () => {
    const user = await signUp(t.app);
    const answer = await started(`+91 ${user.mobile}`);
    expect(answer).toEqual({
      verification_id: expect.stringMatching(/^[\w-]{22}$/),
      sent_to: `••••••${user.mobile.slice(-4)}`,
      resend_after: 30,
    });
    const [text] = await signInCodesTo(user.mobile);
    expect(text).toMatchObject({ channel: 'sms' });
    expect(text?.body).toMatch(/^\d{6} is your Kaizen code to sign in\. It expires in 10 minutes/);

    const response = await verify(
      { verification_id: answer.verification_id, code: await codeSentTo(user.mobile) },
      { platform: PLATFORM_HEADER_VALUE },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({
      id: user.id,
      email: user.email,
    });
    const session = sessionFrom(response);
    expect(session.client).not.toBe(user.session.client);
    expect((await validateToken(t.app, session)).statusCode).toBe(200);

    // A code sign-in is a device session like any other: "log out everywhere" ends it (SPEC §4).
    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/authenticate/sign_out?remove_all=true',
      headers: user.session,
    });
    expect(everywhere.statusCode).toBe(200);
    const ended = await validateToken(t.app, session);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().errors).toEqual([DEVICE_LOGGED_OUT_MESSAGE]);
  });

  it('emails a code to the account email, in any letter case; a code works once', async () => {
    const user = await signUp(t.app);
    const answer = await started(user.email.toUpperCase());
    expect(answer.sent_to).toBe(`${user.email[0]}•••@example.com`);
    const [mail] = await signInCodesTo(user.email);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: expect.stringMatching(/^\d{6} is your Kaizen code$/),
    });
    const code = await codeSentTo(user.email);
    const first = await verify({ verification_id: answer.verification_id, code });
    expect(first.statusCode, first.body).toBe(200);
    const again = await verify({ verification_id: answer.verification_id, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([OTP_SIGN_IN_EXPIRED_MESSAGE]);
  });

  it('answers an unknown email or mobile exactly as a known one, and sends it nothing', async () => {
    const known = await signUp(t.app);
    const unknownEmail = uniqueEmail('nobody');
    const unknownMobile = uniqueMobile();
    const answers = [
      await requestCode(known.email),
      await requestCode(unknownEmail),
      await requestCode(known.mobile),
      await requestCode(unknownMobile),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(202);
      expect(Object.keys(response.json() as object).sort()).toEqual([
        'resend_after',
        'sent_to',
        'verification_id',
      ]);
    }
    expect(answers[1]?.json().sent_to).toBe(`${unknownEmail[0]}•••@example.com`);
    expect(answers[3]?.json().sent_to).toBe(`••••••${unknownMobile.slice(-4)}`);
    const nothing = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, unknownEmail));
    expect(nothing).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, unknownMobile)),
    ).toEqual([]);
    // No code is right for an unknown address, and the wrong-code answer is the usual one.
    const guess = await verify({
      verification_id: (answers[1]?.json() as { verification_id: string }).verification_id,
      code: '123456',
    });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().errors).toEqual([wrongSignUpCodeMessage(4)]);
    // Resending behaves the same too (after the same wait).
    const tooSoon = await resend(
      (answers[1]?.json() as { verification_id: string }).verification_id,
    );
    expect(tooSoon.statusCode).toBe(429);
  });

  it('refuses what is neither an email nor a mobile with a clear 422', async () => {
    for (const login of ['', 'not-an-address', '12345']) {
      const response = await requestCode(login);
      expect(response.statusCode, login).toBe(422);
    }
    const response = await requestCode('not-an-address');
    expect(response.json().errors).toContain(LOGIN_INVALID_MESSAGE);
  });

  it('allows 5 tries per code, then locks it even for the right code', async () => {
    const user = await signUp(t.app);
    const { verification_id } = await started(user.email);
    const code = await codeSentTo(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left -= 1) {
      const response = await verify({ verification_id, code: wrong });
      expect(response.json().errors).toEqual([wrongSignUpCodeMessage(left)]);
    }
    const locked = await verify({ verification_id, code });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual([SIGN_UP_CODE_LOCKED_MESSAGE]);
  });

  it('signs in once when the right code arrives in a parallel burst', async () => {
    const user = await signUp(t.app);
    const { verification_id } = await started(user.mobile);
    const code = await codeSentTo(user.mobile);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verify({ verification_id, code })),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      200, 422, 422, 422, 422, 422,
    ]);
  });

  it('throttles: resend after 30 s, new code after expiry, and at most 5 codes an hour per address', async () => {
    const user = await signUp(t.app);
    const { verification_id } = await started(user.email);
    const tooSoon = await resend(verification_id);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    t.clock.advance(31_000);
    expect((await resend(verification_id)).statusCode).toBe(202);
    t.clock.advance(10 * MINUTE);
    const expired = await verify({ verification_id, code: await codeSentTo(user.email) });
    expect(expired.json().errors).toEqual([SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE]);
    const fresh = await verify({ verification_id, code: await codeSentTo(user.email) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // Four codes to this address this hour (sign-up's, the first, the resent, the renewed): one
    // more is allowed, then 429, for known and unknown addresses alike.
    expect((await requestCode(user.email)).statusCode).toBe(202);
    const spent = await requestCode(user.email);
    expect(spent.statusCode).toBe(429);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i += 1) expect((await requestCode(unknown)).statusCode).toBe(202);
    const spentUnknown = await requestCode(unknown);
    expect(spentUnknown.statusCode).toBe(429);
    for (const response of [spent, spentUnknown]) {
      expect(response.json().errors[0]).toMatch(
        new RegExp(`^${SIGN_UP_CODES_LIMIT_MESSAGE} Try again in \\d+ minutes\\.$`),
      );
    }
  });

  it('keeps sign-up and sign-in codes apart: neither id works at the other step', async () => {
    const signUpStarted = await startSignUp(t.app, signUpBody());
    const asSignIn = await verify({
      verification_id: signUpStarted.verification_id,
      code: '123456',
    });
    expect(asSignIn.statusCode).toBe(422);
    expect(asSignIn.json().errors).toEqual([OTP_SIGN_IN_EXPIRED_MESSAGE]);

    const user = await signUp(t.app);
    const signInStarted = await started(user.email);
    const asSignUp = await verifySignUp(t.app, {
      verification_id: signInStarted.verification_id,
      code: await codeSentTo(user.email),
    });
    expect(asSignUp.statusCode).toBe(422);
    // The sign-in code is still good for what it was sent for.
    const response = await verify({
      verification_id: signInStarted.verification_id,
      code: await codeSentTo(user.email),
    });
    expect(response.statusCode).toBe(200);
  });

  it('opens only the account the code was sent for, and refuses clinicians on the web', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const forAlice = await started(alice.email);
    await started(bob.email);
    const bobsCode = await codeSentTo(bob.email);
    // Bob's code does not open Alice's sign-in (unless both got the same 6 digits by chance).
    if (bobsCode !== (await codeSentTo(alice.email))) {
      const crossed = await verify({ verification_id: forAlice.verification_id, code: bobsCode });
      expect(crossed.statusCode).toBe(422);
    }

    const therapist = await createAccount(t.app, 'therapist');
    const { verification_id } = await started(therapist.email);
    const refused = await verify(
      { verification_id, code: await codeSentTo(therapist.email) },
      { platform: PLATFORM_HEADER_VALUE },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([CLINICIAN_REFUSED_MESSAGE]);
  });
});
