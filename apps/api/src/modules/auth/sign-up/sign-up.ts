import { maskEmail, type signUpRequestSchema, type SignUpStarted } from '@kaizen/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { Budget } from '../../account-guard/service';
import {
  redeemCode,
  resendCode,
  startVerification,
  type Started,
} from '../../verification/service';
import { withSignUpConflicts } from '../account-conflicts';
import { emailDetailsClaimed } from '../account-notices';
import { hashPassword } from '../passwords/passwords';
import { findCredentialsBy, insertUser } from '../queries';
import { randomToken } from '../secure-tokens';
import { startDeviceSession } from '../device-sessions/sessions';
import { inTransaction } from '../transaction';
import type { SignedIn } from '../service';

// Code-first sign-up (issue 8 case 4, issue 15). The first call answers the same whether or not
// the email belongs to an account: a free email gets a 6-digit code; a taken one gets a notice
// instead (no code, so nothing can be created). Only the code makes the account. The details wait
// in the verification row, the password already hashed, and go when it is used or expires.
// The mobile is not part of the account yet: the code step hands it to `pendMobile` (the
// profile's confirm-by-SMS flow), which answers the same whether or not it is taken.

/** What a pending sign-up keeps until its code arrives. */
const pendingSignUpSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  passwordHash: z.string(),
  acceptedAt: z.iso.datetime(),
});

const answer = (started: Started): SignUpStarted => ({
  verification_id: started.id,
  sent_to: maskEmail(started.recipient),
  resend_after: started.resendAfter,
});

/** A random id of the Firebase uid shape (28 URL-safe characters) for the realtime tree. */
export const newFirebaseId = () => randomToken(21);

export async function startSignUp(
  db: Database,
  input: z.output<typeof signUpRequestSchema>,
  budget: Budget,
  now: Date,
): Promise<SignUpStarted> {
  // The argon2 work is done for taken and free addresses alike, so the answer's time tells nothing.
  const passwordHash = await hashPassword(input.password);
  const emailOwner = await findCredentialsBy(db, 'email', input.email);
  const payload: z.input<typeof pendingSignUpSchema> = {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    mobile: input.mobile,
    passwordHash,
    acceptedAt: now.toISOString(),
  };
  const started = await inTransaction(db, async (tx) => {
    const verification = await startVerification(
      tx,
      {
        purpose: 'sign-up',
        channel: 'email',
        recipient: input.email,
        sendCode: !emailOwner,
        payload,
      },
      budget,
      now,
    );
    if (emailOwner) await emailDetailsClaimed(tx, emailOwner, 'email address', 'sign-up', now);
    return verification;
  });
  return answer(started);
}

export async function resendSignUpCode(
  db: Database,
  verificationId: string,
  budget: Budget,
  now: Date,
): Promise<SignUpStarted> {
  return answer(await resendCode(db, 'sign-up', verificationId, budget, now));
}

/** Keeps the sign-up's mobile pending on the new account (customers' confirm-by-SMS flow). */
type PendMobile = (
  db: Database,
  user: { id: number; firstname: string },
  mobile: string,
  now: Date,
) => Promise<void>;

/**
 * The right code creates the account, without a mobile, and signs this device in; the mobile
 * waits for its SMS code (`pendMobile`), so a taken one is answered like a free one. Should the
 * email belong to an account by now (a race), the answer is the one 409 and its owner is emailed.
 */
export async function verifySignUp(
  db: Database,
  given: { verification_id: string; code: string },
  budget: Budget,
  now: Date,
  pendMobile: PendMobile,
): Promise<SignedIn & { email: string; firstname: string }> {
  let attempted = { email: '', mobile: '' };
  const create = () =>
    redeemCode(
      db,
      { purpose: 'sign-up', id: given.verification_id, code: given.code },
      budget,
      now,
      async (tx, raw) => {
        const pending = pendingSignUpSchema.parse(raw);
        attempted = { email: pending.email, mobile: pending.mobile };
        const acceptedAt = new Date(pending.acceptedAt);
        const user = await insertUser(tx, {
          firebaseid: newFirebaseId(),
          usertype: 'patient',
          organisationId: null,
          firstname: pending.firstname,
          lastname: pending.lastname,
          email: pending.email,
          mobile: null,
          passwordHash: pending.passwordHash,
          tncAcceptedAt: acceptedAt,
          privacyPolicyAcceptedAt: acceptedAt,
          eighteenPlusConfirmedAt: acceptedAt,
          createdAt: now,
          updatedAt: now,
        });
        await pendMobile(tx, { id: user.id, firstname: pending.firstname }, pending.mobile, now);
        const session = await startDeviceSession(tx, user, now);
        return {
          userId: user.id,
          sessionId: session.sessionId,
          headers: session.headers,
          email: pending.email,
          firstname: pending.firstname,
        };
      },
    );
  return withSignUpConflicts(db, () => attempted, create, now);
}
