import { randomBytes } from 'node:crypto';
import { hmacHex } from '../../../lib/hmac';
import { hmacSignatures, type PaymentGateway } from '../gateway';

/**
 * The built-in gateway (PAYMENT_GATEWAY=test, the default): it takes no money but behaves like a
 * real one. Its hosted checkout page (sandbox-checkout-routes.ts) lets the person pay, fail or
 * cancel; a payment comes back to us twice, as a signed browser return and as a signed webhook,
 * in Razorpay's formats, so the same verification and exactly-once capture code runs as in
 * production. Its secrets are derived from AUTH_SECRET, so every API instance shares them.
 * The names people configure and see keep "test" (PAYMENT_GATEWAY=test, the
 * /api/payments/test-gateway URLs, its webhook headers): they are the deployment's interface.
 */
export interface SandboxGateway extends PaymentGateway {
  /** The gateway's side of a successful checkout: a payment id and its signature. */
  authorise(orderId: string): { paymentId: string; signature: string };
  /** A signed webhook delivery, as the gateway would POST it. */
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { orderId: string; paymentId: string; amountPaise: number },
  ): { body: string; headers: Record<string, string> };
}

/** One event per payment and kind; a redelivery carries the same id, as with real gateways. */
export const sandboxEventId = (paymentId: string, event: string) => `evt_${paymentId}_${event}`;

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createSandboxGateway(authSecret: string): SandboxGateway {
  const signatures = hmacSignatures({
    keySecret: hmacHex(authSecret, 'test-gateway:key-secret'),
    webhookSecret: hmacHex(authSecret, 'test-gateway:webhook-secret'),
  });
  const webhookHeaders = {
    signature: 'x-test-gateway-signature',
    eventId: 'x-test-gateway-event-id',
  };
  return {
    name: 'test',
    webhookHeaders,
    createOrder: () => Promise.resolve({ orderId: randomId('order_test') }),
    verifyPaymentSignature: signatures.verifyPaymentSignature,
    verifyWebhookSignature: signatures.verifyWebhookSignature,
    refund: () => Promise.resolve({ refundId: randomId('rfnd_test'), processed: true }),
    authorise(orderId) {
      const paymentId = randomId('pay_test');
      return { paymentId, signature: signatures.signPayment(orderId, paymentId) };
    },
    webhook(event, payment) {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: payment.paymentId,
              entity: 'payment',
              order_id: payment.orderId,
              amount: payment.amountPaise,
              currency: 'INR',
              status: event === 'payment.captured' ? 'captured' : 'failed',
            },
          },
        },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [webhookHeaders.signature]: signatures.signWebhook(body),
          [webhookHeaders.eventId]: sandboxEventId(payment.paymentId, event),
        },
      };
    },
  };
}
