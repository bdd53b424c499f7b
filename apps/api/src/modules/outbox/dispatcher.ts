import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { startRepeatingTask } from '../../lib/repeating-task';
import {
  consoleTransport,
  deliverDueEmails,
  deliverDueTexts,
  printDueTexts,
  type MailTransport,
  type TextSender,
} from './service';

const OUTBOX_INTERVAL_MS = 5000;

interface OutboxDispatcherOptions {
  /** Defaults to SMTP through SMTP_URL, or the server's output with OUTBOX_CONSOLE. */
  transport?: MailTransport & { close?(): void };
  intervalMs?: number;
  /** Where OUTBOX_CONSOLE prints (standard output unless a test listens). */
  write?: (text: string) => void;
  /** The SMS gateway (SMS_PROVIDER); without one texts stay in the outbox (or are printed). */
  sendText?: TextSender | null;
}

/**
 * Sends due outbox emails every few seconds, from when the app is ready until it closes. Without
 * SMTP_URL (and no transport given) nothing is sent: the emails stay stored, visible in the
 * admin view; with OUTBOX_CONSOLE they (and texts) are printed on the server's output instead.
 * Call before `app.ready()`/`listen()`. Returns whether a dispatcher was started.
 */
export function startOutboxDispatcher(
  app: FastifyInstance,
  options: OutboxDispatcherOptions = {},
): boolean {
  const { SMTP_URL, MAIL_FROM, OUTBOX_CONSOLE } = app.config;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const printing = !options.transport && !SMTP_URL && OUTBOX_CONSOLE;
  const transport: (MailTransport & { close?(): void }) | null =
    options.transport ??
    (SMTP_URL ? nodemailer.createTransport(SMTP_URL) : printing ? consoleTransport(write) : null);
  const sendText = options.sendText ?? null;
  if (!transport) {
    app.log.info('SMTP_URL is not set: emails stay in the outbox (GET /api/admin/outbox)');
    if (!sendText) return false;
  }
  if (printing) {
    app.log.info('SMTP_URL is not set: emails and texts are printed here (OUTBOX_CONSOLE)');
  }
  const intervalMs = options.intervalMs ?? OUTBOX_INTERVAL_MS;
  const deliver = async () => {
    try {
      const emails = transport
        ? await deliverDueEmails(app.db, transport, MAIL_FROM, app.clock)
        : { sent: 0, failed: 0 };
      const texts = sendText
        ? await deliverDueTexts(app.db, sendText, app.clock)
        : { sent: 0, failed: 0 };
      if (printing && !sendText) await printDueTexts(app.db, write, app.clock);
      const [sent, failed] = [emails.sent + texts.sent, emails.failed + texts.failed];
      if (sent > 0 || failed > 0) app.log.info({ sent, failed }, 'outbox delivery');
    } catch (error) {
      app.log.error({ err: error }, 'outbox delivery failed');
    }
  };
  startRepeatingTask(app, intervalMs, deliver, () => transport?.close?.());
  return true;
}
