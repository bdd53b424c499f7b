import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit } from '../../plugins/rate-limit';
import { listRecentMessages, type OutboxMessage } from './service';

// An operator endpoint (and the e2e suite's mailbox), not called by the web app: its schemas
// live here rather than in @kaizen/contracts.
const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  user_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });

const toView = (message: OutboxMessage): z.infer<typeof outboxMessageSchema> => ({
  id: message.id,
  channel: message.channel,
  recipient: message.recipient,
  template: message.template,
  subject: message.subject,
  text: message.body,
  html: message.html,
  attachments: (message.attachments ?? []).map(({ filename, contentType }) => ({
    filename,
    content_type: contentType,
  })),
  user_id: message.userId,
  created_at: message.createdAt.toISOString(),
  sent_at: message.sentAt?.toISOString() ?? null,
  attempts: message.attempts,
  last_error: message.lastError,
});

export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin-token', rateLimit: authRateLimit(app.config) },
      schema: {
        hide: true,
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      const messages = await listRecentMessages(app.db, request.query);
      return { messages: messages.map(toView) };
    },
  );
};
