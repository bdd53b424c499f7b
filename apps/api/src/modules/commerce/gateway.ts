import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentGatewayName } from '@kaizen/contracts';
import { z } from 'zod';
import { hmacHex } from '../../lib/hmac';

/**
 * What a payment gateway does for us. Two implementations: the built-in sandbox gateway (default,
 * sandbox-gateway.ts) and Razorpay (razorpay.ts). Both sign the way Razorpay does, so the
 * signature checks and the webhook event parsing below are shared and the sandbox gateway
 * exercises the same code paths as production.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** Request headers carrying the webhook signature and the gateway's event id. */
  readonly webhookHeaders: { signature: string; eventId: string };
  createOrder(order: {
    receipt: string;
    amountPaise: number;
    currency: 'INR';
    notes: Record<string, string>;
  }): Promise<{ orderId: string }>;
  /** The checkout's proof of payment: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
  verifyPaymentSignature(proof: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256(raw body, webhook secret), compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
  refund(refund: {
    gatewayPaymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<{ refundId: string; processed: boolean }>;
}

/** A verified webhook, reduced to what payments act on. */
export type GatewayEvent =
  | { type: 'payment.captured'; orderId: string; paymentId: string; amountPaise: number }
  | { type: 'payment.failed'; orderId: string; paymentId: string }
  | { type: 'refund.processed'; refundId: string; paymentId: string }
  | { type: 'other'; name: string };

/** Constant-time comparison of a presented hex signature with the expected one. */
function signatureMatches(expectedHex: string, presented: string | undefined): boolean {
  if (!presented || !/^[0-9a-f]+$/i.test(presented)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(presented.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Razorpay signature scheme over a key secret and a webhook secret. */
export function hmacSignatures(secrets: { keySecret: string; webhookSecret: string }) {
  return {
    signPayment: (orderId: string, paymentId: string) =>
      hmacHex(secrets.keySecret, `${orderId}|${paymentId}`),
    signWebhook: (rawBody: Buffer | string) => hmacHex(secrets.webhookSecret, rawBody),
    verifyPaymentSignature(proof: { orderId: string; paymentId: string; signature: string }) {
      return signatureMatches(
        hmacHex(secrets.keySecret, `${proof.orderId}|${proof.paymentId}`),
        proof.signature,
      );
    },
    verifyWebhookSignature(rawBody: Buffer, signature: string | undefined) {
      return signatureMatches(hmacHex(secrets.webhookSecret, rawBody), signature);
    },
  };
}

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
});
const webhookBody = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: z.unknown() }).optional(),
      refund: z.object({ entity: z.unknown() }).optional(),
    })
    .optional(),
});
const refundEntity = z.object({ id: z.string().min(1), payment_id: z.string().min(1) });

/**
 * Reads a webhook body (Razorpay's shape: { event, payload: { payment: { entity } } }) after
 * its signature was verified. Null when the body is not a gateway event at all.
 */
export function parseWebhookEvent(rawBody: Buffer): GatewayEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const body = webhookBody.safeParse(json);
  if (!body.success) return null;
  const { event, payload } = body.data;
  if (event === 'payment.captured' || event === 'payment.failed') {
    const payment = paymentEntity.safeParse(payload?.payment?.entity);
    if (!payment.success) return null;
    const { id, order_id: orderId, amount } = payment.data;
    return event === 'payment.captured'
      ? { type: event, orderId, paymentId: id, amountPaise: amount }
      : { type: event, orderId, paymentId: id };
  }
  if (event === 'refund.processed') {
    const refund = refundEntity.safeParse(payload?.refund?.entity);
    if (!refund.success) return null;
    return { type: event, refundId: refund.data.id, paymentId: refund.data.payment_id };
  }
  return { type: 'other', name: event };
}

/** The event id for deduplication: the gateway's header, else a digest of the exact body. */
export const webhookEventId = (header: string | undefined, rawBody: Buffer): string =>
  header && header.length <= 200 ? header : createHash('sha256').update(rawBody).digest('hex');
