import { SIGN_UP_CODE_TTL_MINUTES } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { enqueueEmail, enqueueSms } from '../outbox/service';

// The channel adapter: a code goes out through the outbox, in the transaction that made it. An
// email is delivered by the dispatcher (SMTP when configured); an SMS stays in the outbox for an
// operator to read until an SMS provider is wired in (no provider is configured by default).

export type Channel = 'email' | 'sms';

export async function deliverCode(
  db: Database,
  to: { channel: Channel; recipient: string },
  code: string,
  now: Date,
): Promise<void> {
  const text = [
    `${code} is your Kaizen code to finish creating your account.`,
    `It expires in ${SIGN_UP_CODE_TTL_MINUTES} minutes. Do not share it with anyone.`,
    'If you did not try to create a Kaizen account, ignore this message.',
  ];
  if (to.channel === 'sms') {
    await enqueueSms(db, { to: to.recipient, template: 'sign-up-code', text: text[0] ?? '' }, now);
    return;
  }
  await enqueueEmail(
    db,
    {
      to: to.recipient,
      template: 'sign-up-code',
      subject: `${code} is your Kaizen code`,
      text: ['Hello,', '', ...text, '', '— Kaizen'].join('\n'),
    },
    now,
  );
}
