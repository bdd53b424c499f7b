import { SIGN_UP_CODE_TTL_MINUTES } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { enqueueEmail, enqueueSms } from '../outbox/service';
import type { Purpose } from './queries';

// The channel adapter: a code goes out through the outbox, in the transaction that made it. An
// email is delivered by the dispatcher (SMTP when configured); an SMS by the dispatcher through
// MSG91 when SMS_PROVIDER=msg91 (sms-msg91.ts), else it stays in the outbox for an operator.

export type Channel = 'email' | 'sms';

/** The code a text of deliverCode carries (its first word), for a gateway's template variable. */
export const codeOfText = (text: string): string | null =>
  /^(\d{4,10}) is your Kaizen code/.exec(text)?.[1] ?? null;

/** What each purpose's message says: what the code is for, and who should ignore it. */
const WORDING: Record<Purpose, { template: string; use: string; ignore: string }> = {
  'sign-up': {
    template: 'sign-up-code',
    use: 'to finish creating your account',
    ignore: 'If you did not try to create a Kaizen account, ignore this message.',
  },
  'sign-in': {
    template: 'sign-in-code',
    use: 'to sign in',
    ignore:
      'If you did not try to sign in, ignore this message: nobody can sign in without the code.',
  },
};

export async function deliverCode(
  db: Database,
  to: { purpose: Purpose; channel: Channel; recipient: string },
  code: string,
  now: Date,
): Promise<void> {
  const wording = WORDING[to.purpose];
  const lines = [
    `${code} is your Kaizen code ${wording.use}.`,
    `It expires in ${SIGN_UP_CODE_TTL_MINUTES} minutes. Do not share it with anyone.`,
    wording.ignore,
  ];
  if (to.channel === 'sms') {
    // A text stays short: what the code is for and that it is not to be shared.
    const text = lines.slice(0, 2).join(' ');
    await enqueueSms(db, { to: to.recipient, template: wording.template, text }, now);
    return;
  }
  await enqueueEmail(
    db,
    {
      to: to.recipient,
      template: wording.template,
      subject: `${code} is your Kaizen code`,
      text: ['Hello,', '', ...lines, '', '— Kaizen'].join('\n'),
    },
    now,
  );
}
