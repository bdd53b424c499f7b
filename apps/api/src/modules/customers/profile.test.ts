import {
  CURRENT_PASSWORD_NEEDED_MESSAGE,
  INVALID_EMAIL_CONFIRMATION_MESSAGE,
  INVALID_MOBILE_CODE_MESSAGE,
  userSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, uniqueMobile, type TestApp } from '../../test/app';
import { signIn, signUp, TEST_PASSWORD, validateToken, type ClientSession } from '../../test/auth';
import { outboxMessages } from '../outbox/tables';

// PUT /api/customers/profile with verified identity (issue 8 case 3): names change at once; a
// new email or mobile needs the current password and proof from the new address.

describe('PUT /api/customers/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://kaizen.example' });
  });
  afterAll(() => t.app.close());

  const update = (session: Partial<ClientSession>, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/customers/profile', headers: session, payload });
  const confirmEmail = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/profile/confirm_email',
      payload: { token },
    });
  const confirmMobile = (session: ClientSession, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/profile/confirm_mobile',
      headers: session,
      payload: { code },
    });

  async function messagesTo(recipient: string) {
    return t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id));
  }
  async function emailedToken(recipient: string): Promise<string> {
    const [message] = await messagesTo(recipient);
    expect(message?.template).toBe('confirm-email-change');
    const link = message?.body.match(/https:\/\/kaizen\.example\/profile\/confirm-email\?\S+/)?.[0];
    const token = link && new URL(link).searchParams.get('confirmation');
    if (!token) throw new Error(`no confirmation link in ${message?.body}`);
    return token;
  }
  async function textedCode(mobile: string): Promise<string> {
    const [message] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, mobile), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = message?.body.match(/^(\d{6}) is your Kaizen code/)?.[1];
    if (!code) throw new Error(`no code texted to ${mobile}`);
    return code;
  }

  it('changes names at once; keeps email and mobile until each new address confirms', async () => {
    const user = await signUp(t.app);
    const email = uniqueEmail('renamed');
    const mobile = uniqueMobile();
    const response = await update(user.session, {
      firstname: "D'Souza",
      lastname: 'Rao-Mehta',
      email: email.toUpperCase(),
      mobile,
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({
      id: user.id,
      firstname: "D'Souza",
      lastname: 'Rao-Mehta',
      email: user.email,
      mobile: user.mobile,
    });
    expect(response.json().pending_changes).toEqual({ email, mobile });
    expect((await signIn(t.app, email)).statusCode).toBe(401);

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/customers/profile/pending_changes',
      headers: user.session,
    });
    expect(pending.json()).toEqual({ data: { email, mobile } });

    expect((await confirmEmail(await emailedToken(email))).statusCode).toBe(200);
    expect((await validateToken(t.app, user.session)).json().data.email).toBe(email);
    const [notice] = await messagesTo(user.email);
    expect(notice?.template).toBe('contact-changed');
    expect((await signIn(t.app, email)).statusCode).toBe(200);

    const code = await textedCode(mobile);
    expect((await confirmMobile(user.session, code)).statusCode).toBe(200);
    expect((await validateToken(t.app, user.session)).json().data.mobile).toBe(mobile);
    expect((await confirmMobile(user.session, code)).statusCode).toBe(422);
  });

  it('needs the current password for a new email or mobile, not for names', async () => {
    const user = await signUp(t.app);
    const base = { firstname: 'Asha', lastname: 'Verma', email: user.email, mobile: user.mobile };
    expect((await update(user.session, { ...base, firstname: 'Usha' })).statusCode).toBe(200);
    const none = await update(user.session, { ...base, email: uniqueEmail('x') });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: [CURRENT_PASSWORD_NEEDED_MESSAGE] });
    const wrong = await update(user.session, {
      ...base,
      mobile: uniqueMobile(),
      current_password: 'Not-the-password-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: [WRONG_CURRENT_PASSWORD_MESSAGE],
      code: 'wrong_current_password',
      fields: { current_password: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
  });

  it("answers another account's email or mobile exactly like a free one, emails its owner, and never applies it", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const base = { firstname: 'Asha', lastname: 'Verma', current_password: TEST_PASSWORD };
    const taken = await update(user.session, { ...base, email: other.email, mobile: other.mobile });
    const free = await update(user.session, {
      ...base,
      email: uniqueEmail('free'),
      mobile: uniqueMobile(),
    });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    expect(taken.json().pending_changes).toEqual({ email: other.email, mobile: other.mobile });
    // The owner is told; the requester gets no link or code for an address it does not own.
    // (Besides the code of the owner's own sign-up.)
    const ownerMail = (await messagesTo(other.email)).filter(
      (message) => message.template !== 'sign-up-code',
    );
    expect(ownerMail.map((message) => message.template)).toEqual([
      'details-claimed',
      'details-claimed',
    ]);
    // The one text to the owner's mobile is the code that confirmed it at the owner's sign-up.
    const sms = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, other.mobile));
    expect(sms).toHaveLength(1);
    const unchanged = (await validateToken(t.app, user.session)).json().data;
    expect(unchanged).toMatchObject({ email: user.email, mobile: user.mobile });
  });

  it('refuses a used, replaced or expired email link, and a mobile code after five tries', async () => {
    const user = await signUp(t.app);
    const base = {
      firstname: 'Asha',
      lastname: 'Verma',
      mobile: user.mobile,
      current_password: TEST_PASSWORD,
    };
    const first = uniqueEmail('first');
    await update(user.session, { ...base, email: first });
    const firstToken = await emailedToken(first);
    const second = uniqueEmail('second');
    await update(user.session, { ...base, email: second });
    const replaced = await confirmEmail(firstToken);
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json()).toMatchObject({ errors: [INVALID_EMAIL_CONFIRMATION_MESSAGE] });
    t.clock.advance(24 * 3_600_000);
    expect((await confirmEmail(await emailedToken(second))).statusCode).toBe(422);

    const mobile = uniqueMobile();
    await update(user.session, { ...base, email: user.email, mobile });
    const code = await textedCode(mobile);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const wrong = await confirmMobile(user.session, wrongCode);
      expect(wrong.json()).toMatchObject({ errors: [INVALID_MOBILE_CODE_MESSAGE] });
    }
    expect((await confirmMobile(user.session, code)).statusCode).toBe(422);
    expect((await validateToken(t.app, user.session)).json().data.mobile).toBe(user.mobile);
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
