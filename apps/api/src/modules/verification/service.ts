import crypto from 'node:crypto';
import {
  PENDING_SIGN_UP_TTL_MINUTES,
  SIGN_UP_CODE_EXPIRED_MESSAGE,
  SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE,
  SIGN_UP_CODE_LOCKED_MESSAGE,
  SIGN_UP_CODE_MAX_ATTEMPTS,
  SIGN_UP_CODE_RESEND_SECONDS,
  SIGN_UP_CODE_TTL_MINUTES,
  SIGN_UP_CODES_LIMIT_MESSAGE,
  SIGN_UP_EXPIRED_MESSAGE,
  OTP_SIGN_IN_EXPIRED_MESSAGE,
  signUpResendTooSoonMessage,
  wrongSignUpCodeMessage,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { tooManyRequests, unprocessable } from '../../lib/http-errors';
import { sha256Hex, spendBudget, withinBudget, type Budget } from '../account-guard/service';
import { deliverCode, type Channel } from './messages';
import {
  countAttempt,
  discardExpired,
  findLive,
  insertVerification,
  replaceCode,
  takeRedeemed,
  type Purpose,
  type VerificationRow,
} from './queries';

// Codes that prove an address (issue 15), for sign-up and for sign-in: 6 digits, stored only as a
// hash, expiring after SIGN_UP_CODE_TTL_MINUTES, SIGN_UP_CODE_MAX_ATTEMPTS tries each, a new one
// no sooner than SIGN_UP_CODE_RESEND_SECONDS after the last and at most `budget.max` an hour per
// address (both purposes count against the same budget). A verification can be started without
// sending a code (sign-up: the address belongs to an account; sign-in: to none): it then behaves
// the same in every answer, but no code is ever right. An id works only for its own purpose.

const MINUTE = 60_000;
const codeHashOf = (id: string, code: string) => sha256Hex(`${id}:${code}`);
const sixDigits = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
const sameHash = (a: string, b: string) =>
  crypto.timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** The answer when the verification is gone (used, expired, or never of this purpose). */
const GONE: Record<Purpose, string> = {
  'sign-up': SIGN_UP_EXPIRED_MESSAGE,
  'sign-in': OTP_SIGN_IN_EXPIRED_MESSAGE,
};

export interface Started {
  id: string;
  recipient: string;
  /** Seconds until a new code may be asked for. */
  resendAfter: number;
}

const started = (row: { id: string; recipient: string }): Started => ({
  id: row.id,
  recipient: row.recipient,
  resendAfter: SIGN_UP_CODE_RESEND_SECONDS,
});

/** One unit of the address's hourly budget, counted whether or not a code is sent. */
const spendAddressBudget = (db: Database, budget: Budget, recipient: string, now: Date) =>
  spendBudget(db, budget, sha256Hex(recipient), SIGN_UP_CODES_LIMIT_MESSAGE, now);

/** A code's lifetime fields from now; no code at all when the row sends none. */
function freshCode(id: string, sendCode: boolean, now: Date) {
  const code = sendCode ? sixDigits() : null;
  return {
    code,
    fields: {
      codeHash: code === null ? null : codeHashOf(id, code),
      codeExpiresAt: new Date(now.getTime() + SIGN_UP_CODE_TTL_MINUTES * MINUTE),
      lastSentAt: now,
    },
  };
}

/** Starts a verification and sends its code (unless `sendCode` is false). */
export async function startVerification(
  db: Database,
  request: {
    purpose: Purpose;
    channel: Channel;
    recipient: string;
    sendCode: boolean;
    payload: Record<string, unknown>;
  },
  budget: Budget,
  now: Date,
): Promise<Started> {
  await discardExpired(db, now);
  await spendAddressBudget(db, budget, request.recipient, now);
  const id = crypto.randomBytes(16).toString('base64url');
  const { code, fields } = freshCode(id, request.sendCode, now);
  await insertVerification(db, {
    id,
    purpose: request.purpose,
    channel: request.channel,
    recipient: request.recipient,
    payload: request.payload,
    ...fields,
    discardAt: new Date(now.getTime() + PENDING_SIGN_UP_TTL_MINUTES * MINUTE),
    createdAt: now,
  });
  if (code !== null) await deliverCode(db, request, code, now);
  return started({ id, recipient: request.recipient });
}

async function sendNewCode(db: Database, row: VerificationRow, now: Date): Promise<void> {
  const { code, fields } = freshCode(row.id, row.codeHash !== null, now);
  await replaceCode(db, row.id, fields);
  if (code !== null) await deliverCode(db, row, code, now);
}

/** A new code in place of the last one, once the wait is over and within the hourly budget. */
export async function resendCode(
  db: Database,
  purpose: Purpose,
  id: string,
  budget: Budget,
  now: Date,
): Promise<Started> {
  const row = await findLive(db, purpose, id, now);
  if (!row) throw unprocessable(GONE[purpose]);
  const waitMs = row.lastSentAt.getTime() + SIGN_UP_CODE_RESEND_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(signUpResendTooSoonMessage(seconds), seconds);
  }
  await inTransaction(db, async (tx) => {
    await spendAddressBudget(tx, budget, row.recipient, now);
    await sendNewCode(tx, row, now);
  });
  return started(row);
}

/**
 * Checks a code and, when it is right, hands what it unlocks to `use` in the transaction that
 * removes the verification: of two requests with the same code, one gets it. A code past its
 * time is replaced by a new one (when the address's budget allows) and the answer says so.
 */
export async function redeemCode<T>(
  db: Database,
  given: { purpose: Purpose; id: string; code: string },
  budget: Budget,
  now: Date,
  use: (tx: Database, payload: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const row = await countAttempt(db, given.purpose, given.id, SIGN_UP_CODE_MAX_ATTEMPTS, now);
  if (!row) {
    const live = await findLive(db, given.purpose, given.id, now);
    throw unprocessable(live ? SIGN_UP_CODE_LOCKED_MESSAGE : GONE[given.purpose]);
  }
  if (row.codeExpiresAt <= now) {
    const resent = await inTransaction(db, async (tx) => {
      if (!(await withinBudget(tx, budget, sha256Hex(row.recipient), now))) return false;
      await sendNewCode(tx, row, now);
      return true;
    });
    throw unprocessable(
      resent ? SIGN_UP_CODE_EXPIRED_RESENT_MESSAGE : SIGN_UP_CODE_EXPIRED_MESSAGE,
    );
  }
  const codeHash = row.codeHash;
  if (codeHash === null || !sameHash(codeHash, codeHashOf(given.id, given.code))) {
    throw unprocessable(wrongSignUpCodeMessage(SIGN_UP_CODE_MAX_ATTEMPTS - row.attempts));
  }
  return inTransaction(db, async (tx) => {
    const taken = await takeRedeemed(tx, given.id, codeHash);
    if (!taken) throw unprocessable(GONE[given.purpose]);
    return use(tx, taken.payload);
  });
}
