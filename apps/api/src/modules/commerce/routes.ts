import { PAYMENT_NOT_FOUND_MESSAGE, errorResponseSchema, paymentEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { razorpayRoutes } from './razorpay/razorpay-routes';
import { receiptRoutes } from './receipts/routes';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout-routes';
import { webhookRoutes } from './webhook-routes';

/** Payments (issue 4): the owner's view, the configured gateway's checkout, callback and webhook. */
export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { configured } = app.commerce;

  app.get(
    paymentEndpoint.path,
    {
      schema: {
        tags: ['payments'],
        summary: `One of the caller's payments (${PAYMENT_NOT_FOUND_MESSAGE} for anyone else's)`,
        params: paymentEndpoint.params,
        response: { 200: paymentEndpoint.response, 404: errorResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await app.commerce.viewPayment(app.db, request.params.paymentId, request.user.id),
    }),
  );

  await app.register(receiptRoutes);
  await app.register(webhookRoutes, { gatewayName: configured.kind });
  // Only the configured gateway's pages exist: with Razorpay, the test checkout cannot be used
  // to mark anything paid.
  if (configured.kind === 'test') {
    await app.register((pages) => sandboxCheckoutRoutes(pages, configured.gateway));
  } else {
    const { keyId } = configured;
    await app.register((pages) => razorpayRoutes(pages, keyId));
  }
};
