import {
  CREATE_PASSWORD_LINK_INVALID_MESSAGE,
  CREATE_PASSWORD_LINK_TTL_HOURS,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { unprocessable } from '../../../lib/http-errors';
import { enqueueEmail } from '../../outbox/service';
import { hashPassword } from './passwords';
import {
  consumeResetToken,
  findCredentialsById,
  insertResetToken,
  retireResetTokens,
  setPasswordHash,
} from '../queries';
import { randomToken, sha256Hex } from '../secure-tokens';
import { startDeviceSession } from '../device-sessions/sessions';
import { inTransaction } from '../transaction';

// /auth/create-password (SPEC §2; issue 10): an account made without a password (a partner's
// token created it) gets an emailed link to choose one. The link is a password-reset token (the
// same table: both prove the mailbox) that works only while the account has no password, and
// the person is signed in on the spot.

const createPasswordLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/auth/create-password/?reset_password_token=${encodeURIComponent(token)}`;

/** Emails the link, in the caller's transaction (the account was just created). */
export async function emailCreatePasswordLink(
  db: Database,
  account: { id: number; email: string; firstname: string },
  context: { publicUrl: string; organisationName: string },
  now: Date,
): Promise<void> {
  const token = randomToken(32);
  await insertResetToken(db, {
    userId: account.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + CREATE_PASSWORD_LINK_TTL_HOURS * 3_600_000),
    createdAt: now,
  });
  const text = [
    `Hi ${account.firstname},`,
    '',
    `${context.organisationName} has set up your Kaizen account. To sign in without`,
    `${context.organisationName}'s link, choose a password within ${CREATE_PASSWORD_LINK_TTL_HOURS} hours:`,
    '',
    createPasswordLink(context.publicUrl, token),
    '',
    'If you did not expect this, you can ignore this email.',
  ].join('\n');
  await enqueueEmail(
    db,
    {
      to: account.email,
      template: 'create-password',
      subject: 'Choose a password for Kaizen',
      text,
      userId: account.id,
    },
    now,
  );
}

/** Sets the first password with the link's token and signs this device in; 422 otherwise. */
export async function createPassword(db: Database, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const userId = await consumeResetToken(tx, sha256Hex(token), now);
    const account = userId === undefined ? undefined : await findCredentialsById(tx, userId);
    if (!account || account.passwordHash !== null) {
      throw unprocessable(CREATE_PASSWORD_LINK_INVALID_MESSAGE);
    }
    await setPasswordHash(tx, account.id, passwordHash, now);
    await retireResetTokens(tx, account.id, now);
    const session = await startDeviceSession(tx, account, now);
    return { userId: account.id, sessionId: session.sessionId, headers: session.headers };
  });
}
