import { INVALID_RESET_TOKEN_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { unprocessableField } from '../../../lib/http-errors';
import {
  clearSignInFailures,
  loginKey,
  withinBudget,
  type Budget,
} from '../../account-guard/service';
import type { AuthenticatedUser } from '../../../plugins/authenticate';
import { hashPassword, passwordMatches } from './passwords';
import {
  consumeResetToken,
  findCredentialsBy,
  findCredentialsById,
  insertResetToken,
  retireResetTokens,
  setPasswordHash,
} from '../queries';
import { enqueueResetEmail, RESET_LINK_TTL_MS, resetLink } from './reset-email';
import { randomToken, sha256Hex } from '../secure-tokens';
import { endSession, endSessions } from '../device-sessions/session-queries';
import { startDeviceSession, type SessionHeaders } from '../device-sessions/sessions';
import { inTransaction } from '../transaction';

/**
 * Forgot password: emails a one-hour, single-use reset link. The caller answers the same whether
 * or not the account exists, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  db: Database,
  request: { email: string; publicUrl: string; emailsPerAccount: Budget },
  now: Date,
): Promise<void> {
  const account = await findCredentialsBy(db, 'email', request.email);
  if (!account) return;
  const token = randomToken(32);
  await inTransaction(db, async (tx) => {
    // Capped per recipient: the answer stays the same, no more links are sent (issue 8 case 4).
    if (!(await withinBudget(tx, request.emailsPerAccount, account.id, now))) return;
    await insertResetToken(tx, {
      userId: account.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      createdAt: now,
    });
    await enqueueResetEmail(
      tx,
      { userId: account.id, email: account.email, firstname: account.firstname },
      resetLink(request.publicUrl, token),
      now,
    );
  });
}

const accountLoginKeys = (account: { email: string; mobile: string | null }) => [
  loginKey('email', account.email),
  ...(account.mobile ? [loginKey('mobile', account.mobile)] : []),
];

/** Sets the new password of a reset link and ends every device of the user. */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    const userId = await consumeResetToken(tx, sha256Hex(token), now);
    if (userId === undefined)
      throw unprocessableField(INVALID_RESET_TOKEN_MESSAGE, 'invalid_reset_token');
    await setPasswordHash(tx, userId, passwordHash, now);
    // Proof of the mailbox lifts a sign-in lock on the account's logins.
    const account = await findCredentialsById(tx, userId);
    if (account) await clearSignInFailures(tx, accountLoginKeys(account));
    await retireResetTokens(tx, userId, now);
    await endSessions(tx, { userId, reason: 'password_reset', now });
  });
}

/**
 * A signed-in change: needs the current password. Every session ends, this device's too, so that
 * every credential issued before the change (fb_token, app and join tokens, reset links) dies
 * with it; this device is signed in again at once with a new session (the answer's headers).
 */
export async function changePassword(
  db: Database,
  user: AuthenticatedUser,
  passwords: { current: string; next: string },
  now: Date,
): Promise<{ sessionId: number; headers: SessionHeaders }> {
  const account = await findCredentialsById(db, user.id);
  if (!account || !(await passwordMatches(passwords.current, account.passwordHash))) {
    throw unprocessableField(
      WRONG_CURRENT_PASSWORD_MESSAGE,
      'wrong_current_password',
      'current_password',
    );
  }
  const passwordHash = await hashPassword(passwords.next);
  return inTransaction(db, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await retireResetTokens(tx, user.id, now);
    await endSession(tx, user.deviceSessionId, 'sign_out', now);
    await endSessions(tx, { userId: user.id, reason: 'password_changed', now });
    return startDeviceSession(tx, account, now);
  });
}
