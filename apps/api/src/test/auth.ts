import { ACCESS_TOKEN_HEADER, CLIENT_HEADER, EXPIRY_HEADER, UID_HEADER } from '@kaizen/contracts';
import { expect } from 'vitest';
import type { User } from '@kaizen/contracts';
import type { App } from '../app';
import { hashPassword } from '../modules/auth/service';
import { and, desc, eq } from 'drizzle-orm';
import { deviceSessions, users } from '../modules/auth/tables';
import { outboxMessages } from '../modules/outbox/tables';
import { uniqueEmail, uniqueMobile } from './app';

// Signed-in users for integration tests, through the real sign-up and sign-in routes.

export const TEST_PASSWORD = 'Correct-Horse-9';

/** The headers a client sends back (SPEC §7), read from a response that set a session. */
// A type alias, not an interface, so that it can be passed as inject() headers.
export type ClientSession = {
  [ACCESS_TOKEN_HEADER]: string;
  [CLIENT_HEADER]: string;
  [UID_HEADER]: string;
  [EXPIRY_HEADER]: string;
};

export function sessionFrom(response: { headers: Record<string, unknown> }): ClientSession {
  const { headers } = response;
  const read = (name: string) => {
    const value = headers[name];
    expect(typeof value, `response header ${name}`).toBe('string');
    return String(value);
  };
  return {
    [ACCESS_TOKEN_HEADER]: read(ACCESS_TOKEN_HEADER),
    [CLIENT_HEADER]: read(CLIENT_HEADER),
    [UID_HEADER]: read(UID_HEADER),
    [EXPIRY_HEADER]: read(EXPIRY_HEADER),
  };
}

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Asha',
  lastname: 'Verma',
  email: uniqueEmail('auth'),
  mobile: uniqueMobile(),
  password: TEST_PASSWORD,
  is_tnc_checked: true,
  is_privacy_policy_checked: true,
  is_eighteen_plus_checked: true,
  ...overrides,
});

export interface SignedUpUser {
  id: number;
  email: string;
  mobile: string;
  session: ClientSession;
}

/** Step 1 of sign-up: the details (202 with a verification id). */
export async function startSignUp(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/authenticate',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { verification_id: string; sent_to: string; resend_after: number };
}

/** The 6-digit code of the newest sign-up email to `email`, read from the outbox as a person would. */
export async function emailedSignUpCode(app: App, email: string): Promise<string> {
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'sign-up-code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-up code emailed to ${email}`);
  return code;
}

export const verifySignUp = (
  app: App,
  payload: { verification_id: string; code: string },
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/customers/authenticate/verify', headers, payload });

/** The 6-digit code of the newest SMS to `mobile` (sign-up's or a profile change's), from the outbox. */
export async function textedMobileCode(app: App, mobile: string): Promise<string> {
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, mobile), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = message?.body.match(/^(\d{6}) is your Kaizen code/)?.[1];
  if (!code) throw new Error(`no code texted to ${mobile}`);
  return code;
}

export const confirmMobile = (app: App, session: ClientSession, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/customers/profile/confirm_mobile',
    headers: session,
    payload: { code },
  });

/**
 * A signed-up, signed-in user in one call: the details, the emailed code, then the mobile
 * confirmed with its texted code (sign-up leaves it pending), all through the real routes
 * (`headers` e.g. an organisation's host).
 */
export async function signUp(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = signUpBody(overrides);
  const { verification_id } = await startSignUp(app, body, headers);
  const code = await emailedSignUpCode(app, String(body.email).toLowerCase());
  const response = await verifySignUp(app, { verification_id, code }, headers);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as User;
  const session = sessionFrom(response);
  const mobile = String(body.mobile);
  const confirmed = await confirmMobile(app, session, await textedMobileCode(app, mobile));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    id: data.id,
    email: body.email,
    mobile: body.mobile,
    session,
    user: { ...data, mobile },
  };
}

export async function signIn(app: App, login: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/authenticate/sign_in',
    headers,
    payload: { login, password: TEST_PASSWORD },
  });
}

export const validateToken = (app: App, session: Partial<ClientSession>) =>
  app.inject({ method: 'GET', url: '/api/authenticate/validate_token', headers: session });

/** An account of any usertype (sign-up only makes patients and members), e.g. a therapist. */
export async function createAccount(app: App, usertype: string) {
  const email = uniqueEmail(usertype);
  const now = app.clock.now();
  const [user] = await app.db
    .insert(users)
    .values({
      firebaseid: `fb-${crypto.randomUUID()}`,
      usertype,
      firstname: 'Test',
      lastname: usertype,
      email,
      mobile: uniqueMobile(),
      passwordHash: await hashPassword(TEST_PASSWORD),
      isVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  return { id: user.id, email };
}

/** The id of the device session behind a client's headers (credentials name it as `sid`). */
export async function deviceSessionId(app: App, session: { client: string }): Promise<number> {
  const [row] = await app.db
    .select({ id: deviceSessions.id })
    .from(deviceSessions)
    .where(eq(deviceSessions.client, session.client));
  if (!row) throw new Error(`no device session for client ${session.client}`);
  return row.id;
}

/** The token of the newest password-reset link emailed to `email` (read from the outbox). */
export async function emailedResetToken(app: App, email: string): Promise<string> {
  const [message] = await app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(message).toMatchObject({ channel: 'email', template: 'password-reset' });
  const link = message?.body.match(/https?:\/\/\S+\/auth\/set-password\/\?\S+/)?.[0];
  const token = link && new URL(link).searchParams.get('reset_password_token');
  if (!token) throw new Error(`no reset link in: ${message?.body}`);
  return token;
}
