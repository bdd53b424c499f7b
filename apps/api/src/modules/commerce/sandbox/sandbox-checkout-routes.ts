import {
  sandboxCheckoutEndpoint,
  sandboxCheckoutOutcomeEndpoint,
  sandboxWebhookEndpoint,
} from '@kaizen/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { returnStatusOf } from '../checkout';
import {
  checkoutEndedPage,
  checkoutNotFoundPage,
  returnUrl,
  sandboxCheckoutPage,
} from '../checkout-pages';
import { findPaymentByUuid, type PaymentRow } from '../queries';
import { acceptFormBodies } from '../../../lib/form-bodies';
import { isUuid, sendPage } from '../route-support';
import type { SandboxGateway } from './sandbox-gateway';

const WEBHOOK_URL = `/api${sandboxWebhookEndpoint.path}`;
const WEBHOOK_ATTEMPTS = 3;

type Outcome = 'pay' | 'fail' | 'cancel';

/**
 * The sandbox gateway's hosted checkout (PAYMENT_GATEWAY=test only): a page with pay, fail and
 * cancel forms. Paying sends the browser back through the same signed-proof check as Razorpay's
 * callback and, at the same moment, sends the signed webhook a real gateway would; the two race
 * like they do in production.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance, gateway: SandboxGateway) {
  acceptFormBodies(app);
  const oneAtATime = createKeyedQueue();
  const deliveries = new Set<Promise<void>>();

  // Like a gateway: POST the signed event to our webhook URL, retrying a few times on errors.
  const sendWebhook = (
    event: Parameters<SandboxGateway['webhook']>[0],
    payment: PaymentRow,
    paymentId: string,
  ) => {
    const { body, headers } = gateway.webhook(event, {
      orderId: payment.gatewayOrderId,
      paymentId,
      amountPaise: payment.amountPaise,
    });
    const deliver = async () => {
      for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: WEBHOOK_URL,
          headers,
          payload: body,
        });
        if (response.statusCode < 500) return;
        await new Promise((resolve) => setTimeout(resolve, attempt * 200));
      }
      app.log.error({ event }, 'sandbox gateway webhook was not accepted');
    };
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(deliver);
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  };
  app.addHook('preClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  /** The payment of a checkout URL, expired first if its time ran out; null when unknown. */
  async function openPayment(paymentId: string) {
    const payment = isUuid(paymentId) ? await findPaymentByUuid(app.db, paymentId) : null;
    if (!payment || payment.gateway !== 'test') return null;
    return app.commerce.expireIfDue(app.db, payment);
  }

  const backToWeb = (reply: FastifyReply, payment: PaymentRow) =>
    reply.redirect(returnUrl(payment, returnStatusOf(payment)), 303);

  app.get<{ Params: { paymentId: string } }>(
    sandboxCheckoutEndpoint.path,
    { config: { access: 'secret-link' }, schema: { hide: true } },
    async (request, reply) => {
      const payment = await openPayment(request.params.paymentId);
      if (!payment) return sendPage(reply, 404, checkoutNotFoundPage());
      if (payment.status !== 'created') {
        return sendPage(reply, 410, checkoutEndedPage(payment, returnStatusOf(payment)));
      }
      return sendPage(reply, 200, sandboxCheckoutPage(payment));
    },
  );

  app.post<{ Params: { paymentId: string; outcome: string } }>(
    sandboxCheckoutOutcomeEndpoint.path,
    { config: { access: 'secret-link' }, schema: { hide: true } },
    // One outcome per checkout, like a real gateway: a second button pressed while the first is
    // settling (two tabs, a double submit) waits for it and then sees the settled payment, so
    // the browser is sent back with the state the payment really ended in.
    (request, reply) => oneAtATime(request.params.paymentId, () => settle(request, reply)),
  );

  async function settle(
    request: FastifyRequest<{ Params: { paymentId: string; outcome: string } }>,
    reply: FastifyReply,
  ) {
    const outcome = request.params.outcome as Outcome;
    const payment = await openPayment(request.params.paymentId);
    if (!payment || !['pay', 'fail', 'cancel'].includes(outcome)) {
      return sendPage(reply, 404, checkoutNotFoundPage());
    }
    // Already paid, failed or expired (a second click, a stale tab): just go back.
    if (payment.status !== 'created') return backToWeb(reply, payment);
    if (outcome === 'cancel') {
      return backToWeb(
        reply,
        (await app.commerce.endCheckout(app.db, payment, 'cancelled')) ?? payment,
      );
    }
    if (outcome === 'fail') {
      sendWebhook('payment.failed', payment, gateway.authorise(payment.gatewayOrderId).paymentId);
      return backToWeb(
        reply,
        (await app.commerce.endCheckout(app.db, payment, 'declined')) ?? payment,
      );
    }
    const proof = gateway.authorise(payment.gatewayOrderId);
    sendWebhook('payment.captured', payment, proof.paymentId);
    const settled = await app.commerce.confirmFromBrowser(app.db, {
      orderId: payment.gatewayOrderId,
      paymentId: proof.paymentId,
      signature: proof.signature,
    });
    return backToWeb(reply, settled ?? payment);
  }
}

/**
 * Runs each work after every earlier work of the same key has finished. One queue per app (not
 * per process): two apps in one process never wait on each other's checkouts.
 */
function createKeyedQueue() {
  const queues = new Map<string, Promise<unknown>>();
  return function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    queues.set(key, next);
    const forget = () => {
      if (queues.get(key) === next) queues.delete(key);
    };
    next.then(forget, forget);
    return next;
  };
}
