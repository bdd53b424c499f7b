import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  claimDueMessages,
  insertMessage,
  markFailed,
  markSent,
  markUndeliverable,
  selectRecentMessages,
  type OutboxMessage,
} from './queries';
import type { OutboxAttachment } from './tables';

export type { OutboxMessage } from './queries';

/** A message that fails this many times stays in the outbox with its last error. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** How long a dispatcher may take to send a claimed message before another may retry it. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** Retries wait 30 s, 1 min, 2 min, 4 min. */
const RETRY_BASE_MS = 30_000;
const BATCH_SIZE = 20;
const ERROR_TEXT_LIMIT = 500;

/** Leases a batch of due messages of one channel to this dispatcher. */
function claimDue(db: Database, channel: 'email' | 'sms', clock: Clock) {
  const now = clock.now();
  return claimDueMessages(db, {
    channel,
    now,
    leaseEnd: new Date(now.getTime() + OUTBOX_LEASE_MS),
    limit: BATCH_SIZE,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
  });
}

/** A delivery failure that retrying cannot fix (a refused text, a number that is not one). */
export class UndeliverableError extends Error {}

/** Hands a text to an SMS gateway (verification's sms-sender.ts); throws to fail it. */
export type TextSender = (message: { recipient: string; body: string }) => Promise<void>;

interface EmailInput {
  to: string;
  /** Names what the email is (e.g. 'password-reset'), for the admin view and for tests. */
  template: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  userId?: string | number;
}

/**
 * Puts an email in the outbox. Pass the transaction of the change that causes the email, so
 * that both happen or neither does; the dispatcher sends it.
 */
export function enqueueEmail(db: Database, email: EmailInput, now: Date): Promise<OutboxMessage> {
  return insertMessage(db, {
    channel: 'email',
    recipient: email.to.trim(),
    template: email.template,
    subject: email.subject,
    body: email.text,
    html: email.html ?? null,
    attachments: email.attachments ?? null,
    userId: email.userId === undefined ? null : String(email.userId),
    createdAt: now,
  });
}

/**
 * Puts a text message in the outbox (the SMS adapter). No SMS provider is wired in, so messages
 * stay in the outbox, where an operator (or the e2e suite) reads them through the admin view.
 */
export function enqueueSms(
  db: Database,
  sms: { to: string; template: string; text: string; userId?: number },
  now: Date,
): Promise<OutboxMessage> {
  return insertMessage(db, {
    channel: 'sms',
    recipient: sms.to.trim(),
    template: sms.template,
    subject: '',
    body: sms.text,
    userId: sms.userId === undefined ? null : String(sms.userId),
    createdAt: now,
  });
}

export function listRecentMessages(
  db: Database,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  return selectRecentMessages(db, filter);
}

/** What the dispatcher needs of a nodemailer transport (tests pass a JSON or failing one). */
export type MailTransport = { sendMail(message: Mail.Options): Promise<unknown> };

interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends the emails that are due, one batch. Failures are recorded and retried with backoff. */
export async function deliverDueEmails(
  db: Database,
  transport: MailTransport,
  from: string,
  clock: Clock,
): Promise<DeliveryResult> {
  const claimed = await claimDue(db, 'email', clock);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await transport.sendMail(toMailOptions(message, from));
      await markSent(db, message.id, clock.now());
      result.sent += 1;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock.now().getTime() + RETRY_BASE_MS * 2 ** (message.attempts - 1));
      await markFailed(db, message.id, text.slice(0, ERROR_TEXT_LIMIT), retryAt);
      result.failed += 1;
    }
  }
  return result;
}

function toMailOptions(message: OutboxMessage, from: string): Mail.Options {
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.body,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
            encoding: 'base64',
          })),
        }
      : {}),
    headers: { 'X-Kaizen-Outbox-Id': String(message.id) },
  };
}

/**
 * A transport that prints each email on the server's output instead of sending it (a local run
 * without a mail server): who it is for, the subject, the text, and the names of attachments.
 */
export function consoleTransport(write: (text: string) => void): MailTransport {
  return {
    sendMail(message: Mail.Options) {
      const attachments = (message.attachments ?? []).map((file) => file.filename).join(', ');
      write(
        [
          `─── Email to ${String(message.to)}: ${message.subject ?? ''}`,
          String(message.text ?? ''),
          ...(attachments ? [`(attached: ${attachments})`] : []),
          '───',
          '',
        ].join('\n'),
      );
      return Promise.resolve();
    },
  };
}

/** Prints the text messages that are due (no SMS provider is wired in) and marks them sent. */
/** Sends due texts through the gateway: retried like emails unless undeliverable. */
export async function deliverDueTexts(
  db: Database,
  sendText: TextSender,
  clock: Clock,
): Promise<DeliveryResult> {
  const claimed = await claimDue(db, 'sms', clock);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const message of claimed) {
    try {
      await sendText({ recipient: message.recipient, body: message.body });
      await markSent(db, message.id, clock.now());
      result.sent += 1;
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_TEXT_LIMIT,
      );
      if (error instanceof UndeliverableError) {
        await markUndeliverable(db, message.id, text, OUTBOX_MAX_ATTEMPTS);
      } else {
        const retryAt = new Date(
          clock.now().getTime() + RETRY_BASE_MS * 2 ** (message.attempts - 1),
        );
        await markFailed(db, message.id, text, retryAt);
      }
      result.failed += 1;
    }
  }
  return result;
}

export async function printDueTexts(
  db: Database,
  write: (text: string) => void,
  clock: Clock,
): Promise<number> {
  const claimed = await claimDue(db, 'sms', clock);
  for (const message of claimed) {
    write(`─── Text to ${message.recipient}\n${message.body}\n───\n\n`);
    await markSent(db, message.id, clock.now());
  }
  return claimed.length;
}
