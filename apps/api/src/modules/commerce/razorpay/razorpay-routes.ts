import {
  razorpayCallbackBodySchema,
  razorpayCallbackEndpoint,
  razorpayCancelEndpoint,
  razorpayCancelPostEndpoint,
  razorpayCheckoutEndpoint,
  urlOf,
} from '@kaizen/contracts';
import type { FastifyInstance } from 'fastify';
import { appContentSecurityPolicy } from '../../../plugins/security';
import { returnStatusOf } from '../checkout';
import { checkoutNotFoundPage, returnUrl } from '../checkout-pages';
import { razorpayCheckoutPage } from './razorpay-page';
import { findPaymentByUuid } from '../queries';
import { acceptFormBodies } from '../../../lib/form-bodies';
import { isUuid, sendPage } from '../route-support';

const RAZORPAY_CHECKOUT_ORIGIN = 'https://api.razorpay.com';

/**
 * PAYMENT_GATEWAY=razorpay: our page that hands the person to Razorpay's hosted checkout (a
 * plain form post, no script), the callback Razorpay posts the signed result to, and the cancel
 * address it sends people back to.
 */
export async function razorpayRoutes(app: FastifyInstance, keyId: string) {
  acceptFormBodies(app);
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');

  async function openPayment(paymentId: string) {
    const payment = isUuid(paymentId) ? await findPaymentByUuid(app.db, paymentId) : null;
    if (!payment || payment.gateway !== 'razorpay') return null;
    return app.commerce.expireIfDue(app.db, payment);
  }

  app.get<{ Params: { paymentId: string } }>(
    razorpayCheckoutEndpoint.path,
    {
      config: { access: 'secret-link' },
      schema: { hide: true },
      // Only this page may post a form to Razorpay; everything else keeps form-action 'self'.
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            ...appContentSecurityPolicy,
            'form-action': ["'self'", RAZORPAY_CHECKOUT_ORIGIN],
          },
        },
      },
    },
    async (request, reply) => {
      const payment = await openPayment(request.params.paymentId);
      if (!payment) return sendPage(reply, 404, checkoutNotFoundPage());
      if (payment.status !== 'created') {
        return reply.redirect(returnUrl(payment, returnStatusOf(payment)), 303);
      }
      return sendPage(
        reply,
        200,
        razorpayCheckoutPage(payment, {
          action: `${RAZORPAY_CHECKOUT_ORIGIN}/v1/checkout/embedded`,
          keyId,
          callbackUrl: `${publicUrl}/api/${urlOf(razorpayCallbackEndpoint, { paymentId: payment.uuid })}`,
          cancelUrl: `${publicUrl}/api/${urlOf(razorpayCancelEndpoint, { paymentId: payment.uuid })}`,
        }),
      );
    },
  );

  // Razorpay posts razorpay_order_id, razorpay_payment_id and razorpay_signature on success, or
  // error[...] fields on failure. Only a verified signature captures; a failure report from the
  // browser changes nothing (the order stays payable until it expires or a webhook says so).
  app.post<{ Params: { paymentId: string } }>(
    razorpayCallbackEndpoint.path,
    { config: { access: 'secret-link' }, schema: { hide: true } },
    async (request, reply) => {
      const payment = await openPayment(request.params.paymentId);
      if (!payment) return sendPage(reply, 404, checkoutNotFoundPage());
      const proof = razorpayCallbackBodySchema.safeParse(request.body);
      const settled =
        proof.success && proof.data.razorpay_order_id === payment.gatewayOrderId
          ? await app.commerce.confirmFromBrowser(app.db, {
              orderId: proof.data.razorpay_order_id,
              paymentId: proof.data.razorpay_payment_id,
              signature: proof.data.razorpay_signature,
            })
          : null;
      const current = settled ?? payment;
      return reply.redirect(returnUrl(current, returnStatusOf(current)), 303);
    },
  );

  app.route<{ Params: { paymentId: string } }>({
    method: [razorpayCancelEndpoint.method, razorpayCancelPostEndpoint.method],
    url: razorpayCancelEndpoint.path,
    config: { access: 'secret-link' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const payment = await openPayment(request.params.paymentId);
      if (!payment) return sendPage(reply, 404, checkoutNotFoundPage());
      const current = (await app.commerce.endCheckout(app.db, payment, 'cancelled')) ?? payment;
      return reply.redirect(returnUrl(current, returnStatusOf(current)), 303);
    },
  });
}
