import {
  CONFIRM_EMAIL_TTL_HOURS,
  CONFIRM_MOBILE_TTL_MINUTES,
  PROFILE_CONFIRM_EMAIL_PATH,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { enqueueEmail, enqueueSms } from '../outbox/service';

// What a change of email or mobile sends, through the outbox in the change's transaction.

export const confirmEmailLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${PROFILE_CONFIRM_EMAIL_PATH}?confirmation=${encodeURIComponent(token)}`;

export async function sendEmailConfirmation(
  db: Database,
  to: { userId: number; email: string; firstname: string },
  link: string,
  now: Date,
): Promise<void> {
  await enqueueEmail(
    db,
    {
      to: to.email,
      template: 'confirm-email-change',
      subject: 'Confirm your new email address for Kaizen',
      text: [
        `Hi ${to.firstname},`,
        '',
        'You asked to use this email address for your Kaizen account.',
        `Open this link within ${CONFIRM_EMAIL_TTL_HOURS} hours to confirm it:`,
        '',
        link,
        '',
        'Until you do, your account keeps its current email. If you did not ask for this, ignore this email.',
      ].join('\n'),
      userId: to.userId,
    },
    now,
  );
}

export async function sendMobileCode(
  db: Database,
  to: { userId: number; mobile: string },
  code: string,
  now: Date,
): Promise<void> {
  await enqueueSms(
    db,
    {
      to: to.mobile,
      template: 'confirm-mobile-change',
      text: `${code} is your Kaizen code to confirm this mobile number. It expires in ${CONFIRM_MOBILE_TTL_MINUTES} minutes. Do not share it.`,
      userId: to.userId,
    },
    now,
  );
}

/** Tells the address being replaced, so a takeover does not go unnoticed. */
export async function sendContactChangedNotice(
  db: Database,
  to: { userId: number; email: string; firstname: string },
  change: { what: 'email address' | 'mobile number'; newValue: string },
  now: Date,
): Promise<void> {
  await enqueueEmail(
    db,
    {
      to: to.email,
      template: 'contact-changed',
      subject: `Your Kaizen ${change.what} was changed`,
      text: [
        `Hi ${to.firstname},`,
        '',
        `The ${change.what} of your Kaizen account is now ${change.newValue}.`,
        'If this was not you, reset your password now and contact us.',
      ].join('\n'),
      userId: to.userId,
    },
    now,
  );
}
