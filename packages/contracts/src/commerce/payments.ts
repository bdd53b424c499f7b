import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// Payments (issue 4): a payment for something the person buys (a booking hold), taken through a
// gateway (the built-in test gateway or Razorpay) and confirmed exactly once.

export const PAYMENT_PURPOSES = ['booking', 'package'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = [
  'created',
  'captured',
  'failed',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_GATEWAYS = ['test', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** What the browser comes back with on `returnPath` (`payment_status`). */
export const PAYMENT_RETURN_STATUSES = ['captured', 'failed', 'cancelled'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

/** How long an unpaid checkout stays open: the booking hold time. */
export const CHECKOUT_TTL_MINUTES = 10;

export const PAYMENT_NOT_FOUND_MESSAGE = 'This payment was not found.';
export const REFUND_TOO_LARGE_MESSAGE = 'This refund is more than what remains of the payment.';
export const PAYMENT_NOT_CAPTURED_MESSAGE =
  'This payment has not been completed, so nothing can be refunded.';

/**
 * A path of the web app to come back to after checkout. Only a same-origin path: no scheme, no
 * host, no `//` or `\` that a browser could read as another site (never an open redirect).
 */
export const returnPathSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'must be a path of this site, starting with a single /');

export const startPaymentInputSchema = z.object({
  userId: z.number().int().positive(),
  purpose: z.enum(PAYMENT_PURPOSES),
  referenceId: z.string().min(1).max(100),
  amountPaise: z.number().int().positive().max(100_000_000),
  currency: z.literal('INR'),
  description: z.string().trim().min(1).max(200),
  returnPath: returnPathSchema,
});
export type StartPaymentInput = z.input<typeof startPaymentInputSchema>;

export const refundPaymentInputSchema = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  referenceId: z.string().min(1).max(100),
  amountPaise: z.number().int().positive(),
  reason: z.string().trim().min(1).max(200),
});
export type RefundPaymentInput = z.input<typeof refundPaymentInputSchema>;

export const paymentIdParamsSchema = z.object({ paymentId: z.uuid() });

/** GET /api/payments/{paymentId}: the signed-in owner's view of one payment. */
export const paymentViewSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  reference_id: z.string(),
  amount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.enum(PAYMENT_GATEWAYS),
  checkout_url: z.string(),
  created_at: z.iso.datetime(),
  captured_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
export const paymentResponseSchema = z.object({ data: paymentViewSchema });

/** The form Razorpay Checkout posts to callback_url after a successful payment. */
export const razorpayCallbackBodySchema = z.object({
  razorpay_order_id: plainText().min(1).max(100),
  razorpay_payment_id: plainText().min(1).max(100),
  razorpay_signature: plainText().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256 signature'),
});
