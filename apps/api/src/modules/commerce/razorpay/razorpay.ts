import { z } from 'zod';
import { hmacSignatures, type PaymentGateway } from '../gateway';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';

interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The fetch the adapter calls; injectable so tests answer with recorded fixtures. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const orderResponse = z.object({ id: z.string().min(1), status: z.string() });
const refundResponse = z.object({ id: z.string().min(1), status: z.string() });
const errorResponse = z.object({ error: z.object({ description: z.string() }) });

export class GatewayError extends Error {}

/**
 * Razorpay (PAYMENT_GATEWAY=razorpay): orders and refunds through its REST API with basic auth,
 * checkout and webhook signatures checked with the shared HMAC scheme. Razorpay's own checkout
 * posts the person back to our callback route; its webhooks come to /api/payments/webhooks/razorpay.
 */
export function createRazorpayGateway(
  credentials: RazorpayCredentials,
  fetchImpl: Fetch = fetch,
): PaymentGateway {
  const signatures = hmacSignatures(credentials);
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const response = await fetchImpl(`${RAZORPAY_API}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const reason = errorResponse.safeParse(json).data?.error.description ?? 'no details';
      throw new GatewayError(`Razorpay ${path} answered ${response.status}: ${reason}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayError(`Razorpay ${path} answered an unexpected body`);
    return parsed.data;
  }

  return {
    name: 'razorpay',
    webhookHeaders: { signature: 'x-razorpay-signature', eventId: 'x-razorpay-event-id' },
    async createOrder({ receipt, amountPaise, currency, notes }) {
      const order = await post(
        '/orders',
        { amount: amountPaise, currency, receipt, notes },
        orderResponse,
      );
      return { orderId: order.id };
    },
    verifyPaymentSignature: signatures.verifyPaymentSignature,
    verifyWebhookSignature: signatures.verifyWebhookSignature,
    async refund({ gatewayPaymentId, amountPaise, receipt }) {
      const refund = await post(
        `/payments/${encodeURIComponent(gatewayPaymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt },
        refundResponse,
      );
      return { refundId: refund.id, processed: refund.status === 'processed' };
    },
  };
}
