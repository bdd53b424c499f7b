import { errorResponseSchema } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptRawBodies } from './route-support';

const INVALID_WEBHOOK_MESSAGE = 'The webhook signature is not valid.';

/**
 * POST /payments/webhooks/{gateway}: the configured gateway's signed events. Answers 200 for
 * handled and repeated events (so the gateway stops retrying) and 400 for a bad signature; an
 * error while handling is a 500, which makes the gateway deliver again later.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ gatewayName: string }> = async (
  app,
  { gatewayName },
) => {
  acceptRawBodies(app);
  app.post(
    `/payments/webhooks/${gatewayName}`,
    {
      config: { access: 'webhook-signature' },
      schema: {
        tags: ['payments'],
        summary: `Signed payment events from the ${gatewayName} gateway`,
        response: {
          200: z.object({ status: z.enum(['handled', 'duplicate']) }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await app.commerce.receiveWebhook(app.db, rawBody, request.headers);
      if (outcome === 'rejected')
        return reply.code(400).send({ errors: [INVALID_WEBHOOK_MESSAGE], code: 'bad_request' });
      return { status: outcome };
    },
  );
};
