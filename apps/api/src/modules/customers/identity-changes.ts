import crypto from 'node:crypto';
import {
  CONFIRM_EMAIL_TTL_HOURS,
  CONFIRM_MOBILE_MAX_ATTEMPTS,
  CONFIRM_MOBILE_TTL_MINUTES,
  CURRENT_PASSWORD_NEEDED_MESSAGE,
  INVALID_EMAIL_CONFIRMATION_MESSAGE,
  INVALID_MOBILE_CODE_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type PendingChanges,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { unprocessable, unprocessableField } from '../../lib/http-errors';
import {
  accountContact,
  emailDetailsClaimed,
  findAccountBy,
  passwordIsRight,
  setAccountContact,
  takenField,
} from '../auth/service';
import {
  deleteContactChange,
  livePendingChanges,
  replaceContactChange,
  takeEmailChange,
  tryMobileChange,
  type ContactKind,
} from './identity-queries';
import {
  confirmEmailLink,
  sendContactChangedNotice,
  sendEmailConfirmation,
  sendMobileCode,
} from './identity-messages';

// Verified identity (issue 8 case 3): a new email needs a link opened from that mailbox, a new
// mobile a code sent to it, and both need the current password first. Until confirmed the old
// value stays. When the new value belongs to another account, the request is answered exactly
// the same, but no link or code is sent: the owner of that account is emailed instead (case 4).

const HOUR = 3_600_000;
const hashSecret = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const mobileSecret = (userId: number, code: string) => hashSecret(`mobile:${userId}:${code}`);
const WHAT = { email: 'email address', mobile: 'mobile number' } as const;

export async function checkCurrentPassword(
  db: Database,
  userId: number,
  password: string | undefined,
): Promise<void> {
  if (!password) throw unprocessable(CURRENT_PASSWORD_NEEDED_MESSAGE);
  if (!(await passwordIsRight(db, userId, password))) {
    throw unprocessableField(
      WRONG_CURRENT_PASSWORD_MESSAGE,
      'wrong_current_password',
      'current_password',
    );
  }
}

/**
 * The mobile typed at sign-up (issue 8): the new account starts without one and it waits for its
 * SMS code like a profile change, so the sign-up answer is the same whether or not it is taken.
 * Runs in the account's creating transaction.
 */
export async function pendSignUpMobile(
  db: Database,
  user: { id: number; firstname: string },
  mobile: string,
  now: Date,
): Promise<void> {
  await requestContactChange(
    db,
    user,
    { kind: 'mobile', newValue: mobile, publicUrl: '' },
    now,
    'sign-up',
  );
}

/** Keeps the new value aside and sends its proof (or, for another account's value, a notice). */
export async function requestContactChange(
  db: Database,
  user: { id: number; firstname: string },
  change: { kind: ContactKind; newValue: string; publicUrl: string },
  now: Date,
  how: 'sign-up' | 'profile' = 'profile',
): Promise<void> {
  const { kind, newValue } = change;
  const owner = await findAccountBy(db, kind, newValue);
  const takenByOther = owner !== undefined && owner.id !== user.id;
  const secret = kind === 'email' ? crypto.randomBytes(32).toString('base64url') : sixDigits();
  await replaceContactChange(db, {
    userId: user.id,
    kind,
    newValue,
    secretHash: kind === 'email' ? hashSecret(secret) : mobileSecret(user.id, secret),
    expiresAt: new Date(
      now.getTime() +
        (kind === 'email' ? CONFIRM_EMAIL_TTL_HOURS * HOUR : CONFIRM_MOBILE_TTL_MINUTES * 60_000),
    ),
    createdAt: now,
  });
  if (takenByOther) {
    await emailDetailsClaimed(db, owner, WHAT[kind], how, now);
  } else if (kind === 'email') {
    const link = confirmEmailLink(change.publicUrl, secret);
    await sendEmailConfirmation(
      db,
      { userId: user.id, email: newValue, firstname: user.firstname },
      link,
      now,
    );
  } else {
    await sendMobileCode(db, { userId: user.id, mobile: newValue }, secret, now);
  }
}

const sixDigits = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

export async function pendingChanges(
  db: Database,
  userId: number,
  now: Date,
): Promise<PendingChanges> {
  const rows = await livePendingChanges(db, userId, now);
  const valueOf = (kind: ContactKind) => rows.find((row) => row.kind === kind)?.newValue ?? null;
  return { email: valueOf('email'), mobile: valueOf('mobile') };
}

/** Applies the change once its proof arrives; the old address is told. */
async function applyChange(
  db: Database,
  userId: number,
  kind: ContactKind,
  newValue: string,
  now: Date,
  invalidMessage: string,
): Promise<void> {
  const before = await accountContact(db, userId);
  if (!before) throw unprocessable(invalidMessage);
  try {
    await inTransaction(db, async (tx) => {
      await setAccountContact(tx, userId, kind, newValue, now);
      // A first mobile (confirmed after sign-up) replaces nothing, so there is no one to warn.
      if (before[kind] === null) return;
      await sendContactChangedNotice(
        tx,
        { userId, email: before.email, firstname: before.firstname },
        { what: WHAT[kind], newValue },
        now,
      );
    });
  } catch (error) {
    // Another account took the value after the request: the proof is no longer any good.
    if (takenField(error)) throw unprocessable(invalidMessage);
    throw error;
  }
}

/** The emailed link: works once, within its time, from any device (it proves the mailbox). */
export async function confirmEmailChange(db: Database, token: string, now: Date): Promise<void> {
  const change = await takeEmailChange(db, hashSecret(token), now);
  if (!change) throw unprocessable(INVALID_EMAIL_CONFIRMATION_MESSAGE);
  await applyChange(
    db,
    change.userId,
    'email',
    change.newValue,
    now,
    INVALID_EMAIL_CONFIRMATION_MESSAGE,
  );
}

/** The SMS code, typed by the signed-in user; a few tries, then the change must be asked again. */
export async function confirmMobileChange(
  db: Database,
  userId: number,
  code: string,
  now: Date,
): Promise<void> {
  const change = await tryMobileChange(db, userId, CONFIRM_MOBILE_MAX_ATTEMPTS, now);
  const expected = change?.secretHash ?? '';
  const given = mobileSecret(userId, code);
  const right =
    change !== undefined &&
    crypto.timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
  if (!change || !right) throw unprocessable(INVALID_MOBILE_CODE_MESSAGE);
  await deleteContactChange(db, change.id);
  await applyChange(db, userId, 'mobile', change.newValue, now, INVALID_MOBILE_CODE_MESSAGE);
}
