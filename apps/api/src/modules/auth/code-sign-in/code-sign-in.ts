import {
  isPhoneLogin,
  maskEmail,
  maskMobile,
  OTP_SIGN_IN_EXPIRED_MESSAGE,
  type SignUpStarted,
} from '@kaizen/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { unprocessable } from '../../../lib/http-errors';
import type { Budget } from '../../account-guard/service';
import {
  redeemCode,
  resendCode,
  startVerification,
  type Started,
} from '../../verification/service';
import { admitToPlatform, type PlatformRule } from '../admission';
import { findCredentialsBy, findCredentialsById } from '../queries';
import type { SignedIn } from '../service';
import { inTransaction } from '../transaction';

// Sign-in with a one-time code (issue 15), by email or by text to the account's confirmed mobile.
// The first call answers the same whether or not the address has an account: an account's
// address gets a code; any other address gets nothing at all (no code, and no "no account"
// message either: a message to an address nobody asked about would let anyone send mail in
// Kaizen's name). The verification machinery (verification/service.ts) gives both cases the
// same expiry, tries, resend wait and hourly budget per address, so no answer tells them apart.
// The right code is a sign-in like a password: a new device session, revoked like any other.

/** What a pending code sign-in keeps: the account the code opens, and the login typed. */
const pendingSignInSchema = z.object({
  userId: z.number().int(),
  field: z.enum(['email', 'mobile']),
  login: z.string(),
});

const answer = (started: Started): SignUpStarted => ({
  verification_id: started.id,
  sent_to: isPhoneLogin(started.recipient)
    ? maskMobile(started.recipient)
    : maskEmail(started.recipient),
  resend_after: started.resendAfter,
});

/** POST customers/authenticate/otp: `login` is a normalised mobile or a lower-cased email. */
export async function startCodeSignIn(
  db: Database,
  login: string,
  budget: Budget,
  now: Date,
): Promise<SignUpStarted> {
  const field = isPhoneLogin(login) ? 'mobile' : 'email';
  const account = await findCredentialsBy(db, field, login);
  const payload: Partial<z.input<typeof pendingSignInSchema>> = account
    ? { userId: account.id, field, login }
    : {};
  const started = await inTransaction(db, (tx) =>
    startVerification(
      tx,
      {
        purpose: 'sign-in',
        channel: field === 'mobile' ? 'sms' : 'email',
        recipient: login,
        sendCode: account !== undefined,
        payload,
      },
      budget,
      now,
    ),
  );
  return answer(started);
}

export async function resendSignInCode(
  db: Database,
  verificationId: string,
  budget: Budget,
  now: Date,
): Promise<SignUpStarted> {
  return answer(await resendCode(db, 'sign-in', verificationId, budget, now));
}

/**
 * The right code signs this device in. It leaves the password slow-down of that login as it is:
 * clearing it would hand someone guessing the password fresh tries each time the owner signs in.
 */
export async function verifyCodeSignIn(
  db: Database,
  given: { verification_id: string; code: string },
  platform: PlatformRule,
  budget: Budget,
  now: Date,
): Promise<SignedIn> {
  return redeemCode(
    db,
    { purpose: 'sign-in', id: given.verification_id, code: given.code },
    budget,
    now,
    async (tx, raw) => {
      const pending = pendingSignInSchema.parse(raw);
      const account = await findCredentialsById(tx, pending.userId);
      // The account was erased, or its address changed, since the code was sent.
      if (!account || account[pending.field] !== pending.login) {
        throw unprocessable(OTP_SIGN_IN_EXPIRED_MESSAGE);
      }
      return admitToPlatform(tx, account, platform, now);
    },
  );
}
