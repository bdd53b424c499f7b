import { z } from './zod';

// The outbox as an operator reads it (GET /api/admin/outbox): what was sent or is waiting.

export const outboxQuerySchema = z.object({
  recipient: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMessageSchema = z.object({
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
export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
