import {
  errorResponseSchema,
  razorpayWebhookEndpoint,
  sandboxWebhookEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConfiguredGateway } from './gateways';
import { acceptRawBodies } from './route-support';

const INVALID_WEBHOOK_MESSAGE = 'The webhook signature is not valid.';

const WEBHOOK_ENDPOINTS = { test: sandboxWebhookEndpoint, razorpay: razorpayWebhookEndpoint };

/**
 * The configured gateway's signed events, at that gateway's webhook endpoint. Answers 200 for
 * handled and repeated events (so the gateway stops retrying) and 400 for a bad signature; an
 * error while handling is a 500, which makes the gateway deliver again later.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  gatewayName: ConfiguredGateway['kind'];
}> = async (app, { gatewayName }) => {
  acceptRawBodies(app);
  app.post(
    WEBHOOK_ENDPOINTS[gatewayName].path,
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
