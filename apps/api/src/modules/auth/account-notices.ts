import type { Database } from '../../db/client';
import { enqueueEmail } from '../outbox/service';

// Emails that tell an account's owner about something done with their account by someone who
// may not be them (issue 8 case 4). They go through the outbox in the caller's transaction.

type Owner = { id: number; email: string; firstname: string };

const SIGN_OFF = ['', 'If this was you, there is nothing to do.', '— Kaizen'];

export async function emailSignInLocked(
  db: Database,
  owner: Owner,
  lockMinutes: number,
  now: Date,
): Promise<void> {
  await enqueueEmail(
    db,
    {
      to: owner.email,
      template: 'sign-in-locked',
      subject: 'Sign-in to your Kaizen account is paused',
      text: [
        `Hi ${owner.firstname},`,
        '',
        `Someone typed a wrong password for your Kaizen account many times, so signing in is paused for ${lockMinutes} minutes.`,
        'If it was not you, your account is still safe: nobody got in. You can choose a new password with "Forgot password" at any time; that also lifts the pause.',
        ...SIGN_OFF,
      ].join('\n'),
      userId: owner.id,
    },
    now,
  );
}

/** Someone asked to use this account's email or mobile for another account. */
export async function emailDetailsClaimed(
  db: Database,
  owner: Owner,
  what: 'email address' | 'mobile number',
  how: 'sign-up' | 'profile',
  now: Date,
): Promise<void> {
  const attempt =
    how === 'sign-up'
      ? `Someone tried to create a new Kaizen account with your ${what}.`
      : `Someone tried to add your ${what} to another Kaizen account.`;
  await enqueueEmail(
    db,
    {
      to: owner.email,
      template: 'details-claimed',
      subject: `Your ${what} was used on Kaizen`,
      text: [
        `Hi ${owner.firstname},`,
        '',
        attempt,
        'Nothing changed: your details stay with your account. If you forgot that you have an account, sign in or use "Forgot password".',
        ...SIGN_OFF,
      ].join('\n'),
      userId: owner.id,
    },
    now,
  );
}
