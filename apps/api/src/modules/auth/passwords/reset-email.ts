import type { Database } from '../../../db/client';
import { enqueueEmail } from '../../outbox/service';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The web's set-password screen reads the token from this query (SPEC §2). */
export const resetLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/auth/set-password/?reset_password_token=${encodeURIComponent(token)}`;

/** Puts the reset email in the outbox, in the caller's transaction; the dispatcher sends it. */
export async function enqueueResetEmail(
  db: Database,
  recipient: { userId: number; email: string; firstname: string },
  link: string,
  now: Date,
): Promise<void> {
  const text = [
    `Hi ${recipient.firstname},`,
    '',
    'We received a request to reset the password of your Kaizen account.',
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
  ].join('\n');
  await enqueueEmail(
    db,
    {
      to: recipient.email,
      template: 'password-reset',
      subject: 'Reset your Kaizen password',
      text,
      userId: recipient.userId,
    },
    now,
  );
}
