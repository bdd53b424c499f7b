import {
  CLINICIAN_REFUSED_MESSAGE,
  deviceInfoSchema,
  INVALID_CREDENTIALS_MESSAGE,
  isClinicianUserType,
  isPhoneLogin,
  UNAUTHENTICATED_MESSAGE,
  type signUpRequestSchema,
  type User,
} from '@kaizen/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/http-errors';
import type { AuthenticatedUser } from '../../plugins/authenticate';
import { withAccountConflicts } from './account-conflicts';
import { hashPassword, passwordMatches } from './passwords';
import { findCredentialsBy, findUserView, insertUser } from './queries';
import { randomToken } from './secure-tokens';
import { serializeUser } from './serialize-user';
import { endSession, endSessions, storeDeviceInfo } from './session-queries';
import { startDeviceSession, type SessionHeaders } from './sessions';
import { inTransaction } from './transaction';

// The auth rules (SPEC §4, §6, §7). Other modules use auth only through this file.

export { authSecret } from './auth-secret';
export { withAccountConflicts } from './account-conflicts';
export { createSessionVerifier, SESSION_POLICY } from './sessions';
export { changePassword, requestPasswordReset, resetPassword } from './password-reset';
export { exchangeAppToken, issueAppToken } from './app-tokens';
export { hashPassword } from './passwords';

export interface SignedIn {
  userId: number;
  headers: SessionHeaders;
}

/** The SPEC §3 user (with a fresh fb_token); 401 when the account no longer exists. */
export async function loadUser(
  db: Database,
  secret: string,
  userId: number,
  now: Date,
): Promise<User> {
  const view = await findUserView(db, { id: userId });
  if (!view) throw unauthorized(UNAUTHENTICATED_MESSAGE);
  return serializeUser(view, secret, now);
}

/** A random id of the Firebase uid shape (28 URL-safe characters) for the realtime tree. */
const newFirebaseId = () => randomToken(21);

/**
 * Sign-up. On an organisation's address the user joins that organisation as a member (b2b,
 * SPEC §6); elsewhere they are a patient (b2c). The consents were checked by the schema.
 */
export async function signUp(
  db: Database,
  input: z.output<typeof signUpRequestSchema>,
  tenant: { id: number } | null,
  now: Date,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  return withAccountConflicts(() =>
    inTransaction(db, async (tx) => {
      const user = await insertUser(tx, {
        firebaseid: newFirebaseId(),
        usertype: tenant ? 'member' : 'patient',
        organisationId: tenant?.id ?? null,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        tncAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
        eighteenPlusConfirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const session = await startDeviceSession(tx, user, now);
      return { userId: user.id, headers: session.headers };
    }),
  );
}

/**
 * Sign-in by email or mobile. An unknown account and a wrong password get the same answer after
 * the same argon2 work. Clinicians are refused on the web platform (SPEC §4) after the password
 * check, so the refusal tells nothing to someone without the password.
 */
export async function signIn(
  db: Database,
  credentials: { login: string; password: string },
  options: { refuseClinicians: boolean },
  now: Date,
): Promise<SignedIn> {
  const field = isPhoneLogin(credentials.login) ? 'mobile' : 'email';
  const account = await findCredentialsBy(db, field, credentials.login);
  const matches = await passwordMatches(credentials.password, account?.passwordHash);
  if (!account || !matches) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  if (options.refuseClinicians && isClinicianUserType(account.usertype)) {
    throw forbidden(CLINICIAN_REFUSED_MESSAGE);
  }
  const session = await startDeviceSession(db, account, now);
  return { userId: account.id, headers: session.headers };
}

/** Ends this device; with removeAll every other device too (they then answer 403, SPEC §4). */
export async function signOut(
  db: Database,
  user: AuthenticatedUser,
  removeAll: boolean,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endSession(tx, user.deviceSessionId, 'sign_out', now);
    if (removeAll) await endSessions(tx, { userId: user.id, reason: 'remove_all', now });
  });
}

/** Keeps the SPEC §3 device info the web sends as JSON; anything unreadable is ignored. */
export async function recordDeviceInfo(
  db: Database,
  sessionId: number,
  deviceInfoJson: string | undefined,
): Promise<void> {
  if (!deviceInfoJson) return;
  let raw: unknown;
  try {
    raw = JSON.parse(deviceInfoJson);
  } catch {
    return;
  }
  const parsed = deviceInfoSchema.safeParse(raw);
  if (parsed.success) await storeDeviceInfo(db, sessionId, parsed.data);
}
export { passwordMatches } from './passwords';
