import { outboxEndpoint, type OutboxMessageView } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../plugins/rate-limit';
import { listRecentMessages, type OutboxMessage } from './service';

const toView = (message: OutboxMessage): OutboxMessageView => ({
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
    outboxEndpoint.path,
    {
      config: { access: 'admin-token', rateLimit: authRateLimit(app.config) },
      schema: {
        hide: true,
        querystring: outboxEndpoint.query,
        response: { 200: outboxEndpoint.response },
      },
    },
    async (request) => {
      const messages = await listRecentMessages(app.db, request.query);
      return { messages: messages.map(toView) };
    },
  );
};
