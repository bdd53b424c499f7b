import {
  deviceInfoSchema,
  INVALID_CREDENTIALS_MESSAGE,
  isPhoneLogin,
  UNAUTHENTICATED_MESSAGE,
  type User,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import type { AuthenticatedUser } from '../../plugins/authenticate';
import {
  clearSignInFailures,
  loginKey,
  signInFailed,
  startSignInAttempt,
  type SignInThrottleSettings,
} from '../account-guard/service';
import { emailSignInLocked } from './account-notices';
import { admitToPlatform, type PlatformRule } from './admission';
import { passwordMatches } from './passwords/passwords';
import {
  findCredentialsBy,
  findCredentialsById,
  findUserView,
  insertUser,
  retireResetTokens,
} from './queries';
import { newFirebaseId } from './sign-up/sign-up';
import { serializeUser } from './serialize-user';
import { endSession, endSessions, storeDeviceInfo } from './device-sessions/session-queries';
import { startDeviceSession, type SessionHeaders } from './device-sessions/sessions';
import { inTransaction } from './transaction';

// The auth rules (SPEC §4, §6, §7). Other modules use auth only through this file.

export { authSecret } from './auth-secret';
export { takenField } from './account-conflicts';
export { createSessionVerifier } from './device-sessions/sessions';
export { changePassword, requestPasswordReset, resetPassword } from './passwords/password-reset';
export { exchangeAppToken, issueAppToken } from './app-tokens/app-tokens';
export { emailCreatePasswordLink } from './passwords/create-password';
export { credentialIsLive, sessionClaims } from './device-sessions/device-credentials';
export { hashPassword } from './passwords/passwords';
export { emailDetailsClaimed } from './account-notices';
export { resendSignUpCode, startSignUp, verifySignUp } from './sign-up/sign-up';
export { admitToPlatform, type PlatformRule } from './admission';
export { platformRuleOf } from './platform-rule';
export { answerSignedIn } from './route-helpers';
export { resendSignInCode, startCodeSignIn, verifyCodeSignIn } from './code-sign-in/code-sign-in';

/** The account that owns an email or a mobile, if any (for notices to its owner). */
export const findAccountBy = (db: Database, field: 'email' | 'mobile', value: string) =>
  findCredentialsBy(db, field, value);

/** The account with this id, if any (id, email, usertype: no profile). */
export const findAccountById = (db: Database, userId: number) => findCredentialsById(db, userId);

/** Whether this is the user's current password (argon2; the same work when there is none). */
export async function passwordIsRight(
  db: Database,
  userId: number,
  password: string,
): Promise<boolean> {
  const account = await findCredentialsById(db, userId);
  return passwordMatches(password, account?.passwordHash);
}

export interface SignedIn {
  userId: number;
  sessionId: number;
  headers: SessionHeaders;
}

/**
 * The SPEC §3 user with a fresh fb_token for the given device session; 401 when the account no
 * longer exists.
 */
export async function loadUser(
  db: Database,
  secret: string,
  session: { userId: number; sessionId: number },
  now: Date,
): Promise<User> {
  const view = await findUserView(db, { id: session.userId });
  if (!view) throw unauthorized(UNAUTHENTICATED_MESSAGE);
  return serializeUser(view, secret, session.sessionId, now);
}

/**
 * An account made on an organisation's word (a partner token, issue 10): no password (the person
 * signs in through their organisation, or sets one with "Forgot password"), and the terms still
 * to accept in the app (the consent gate asks). The unique indexes refuse a taken email/mobile.
 */
export async function createAccountWithoutPassword(
  db: Database,
  input: { firstname: string; lastname: string; email: string; mobile: string | null },
  now: Date,
): Promise<{ id: number; email: string }> {
  return insertUser(db, {
    firebaseid: newFirebaseId(),
    usertype: 'patient',
    organisationId: null,
    ...input,
    passwordHash: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** A new device session for someone another module has proved (partner sign-in). */
export async function startSignedInSession(
  db: Database,
  user: { id: number; email: string },
  now: Date,
): Promise<SignedIn> {
  const session = await startDeviceSession(db, user, now);
  return { userId: user.id, sessionId: session.sessionId, headers: session.headers };
}

/**
 * Sign-in by email or mobile. An unknown account and a wrong password get the same answer after
 * the same argon2 work, and the same slow-down and lock (counted per login typed, issue 8 case 4);
 * the owner of a real account is emailed when it locks. Clinicians are refused on the web
 * platform (SPEC §4) after the password check, so the refusal tells nothing to someone without
 * the password.
 */
export async function signIn(
  db: Database,
  credentials: { login: string; password: string },
  options: PlatformRule & { throttle: SignInThrottleSettings },
  now: Date,
): Promise<SignedIn> {
  const field = isPhoneLogin(credentials.login) ? 'mobile' : 'email';
  const key = loginKey(field, credentials.login);
  await startSignInAttempt(db, key, options.throttle, now);
  const account = await findCredentialsBy(db, field, credentials.login);
  const matches = await passwordMatches(credentials.password, account?.passwordHash);
  if (!account || !matches) {
    await inTransaction(db, async (tx) => {
      const { locked } = await signInFailed(tx, key, options.throttle, now);
      if (locked && account) {
        await emailSignInLocked(tx, account, options.throttle.lockMinutes, now);
      }
    });
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
  }
  await clearSignInFailures(db, [key]);
  return admitToPlatform(db, account, options, now);
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
    if (!removeAll) return;
    await endSessions(tx, { userId: user.id, reason: 'remove_all', now });
    // Signing out everywhere is what someone does who fears their account is in other hands:
    // an outstanding reset link is one more way in.
    await retireResetTokens(tx, user.id, now);
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
export { passwordMatches } from './passwords/passwords';
export { accountContact, setAccountContact, setAccountNames } from './queries';
