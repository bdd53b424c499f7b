import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { startRepeatingTask } from '../../lib/repeating-task';
import { deliverDueEmails, type MailTransport } from './service';

export const OUTBOX_INTERVAL_MS = 5000;

export interface OutboxDispatcherOptions {
  /** Defaults to SMTP through SMTP_URL. */
  transport?: MailTransport & { close?(): void };
  intervalMs?: number;
}

/**
 * Sends due outbox emails every few seconds, from when the app is ready until it closes. Without
 * SMTP_URL (and no transport given) nothing is sent: the emails stay stored, visible in the
 * admin view. Call before `app.ready()`/`listen()`. Returns whether a dispatcher was started.
 */
export function startOutboxDispatcher(
  app: FastifyInstance,
  options: OutboxDispatcherOptions = {},
): boolean {
  const { SMTP_URL, MAIL_FROM } = app.config;
  const transport = options.transport ?? (SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null);
  if (!transport) {
    app.log.info('SMTP_URL is not set: emails stay in the outbox (GET /api/admin/outbox)');
    return false;
  }
  const intervalMs = options.intervalMs ?? OUTBOX_INTERVAL_MS;
  const deliver = async () => {
    try {
      const { sent, failed } = await deliverDueEmails(app.db, transport, MAIL_FROM, app.clock);
      if (sent > 0 || failed > 0) app.log.info({ sent, failed }, 'outbox delivery');
    } catch (error) {
      app.log.error({ err: error }, 'outbox delivery failed');
    }
  };
  startRepeatingTask(app, intervalMs, deliver, () => transport.close?.());
  return true;
}
