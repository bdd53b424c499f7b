import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_TTL_MINUTES,
  PAYMENT_NOT_CAPTURED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  razorpayCheckoutEndpoint,
  refundPaymentInputSchema,
  sandboxCheckoutEndpoint,
  startPaymentInputSchema,
  urlOf,
  type PaymentPurpose,
  type PaymentStatus,
  type PaymentView,
  type RefundPaymentInput,
  type StartPaymentInput,
} from '@kaizen/contracts';
import type { z } from 'zod';
import { bindFirst, type BoundOperations } from '../../lib/bind-first';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import {
  confirmFromBrowser,
  endCheckout,
  expireCheckouts,
  expireIfDue,
  receiveWebhook,
} from './checkout';
import type { CommerceEnv } from './env';
import type { PaymentRecord } from './purposes';
import {
  findPaymentByUuid,
  findPaymentFor,
  insertPayment,
  lockPaymentFor,
  toPaymentRecord,
  type PaymentRow,
} from './queries';
import { recordRefund, sendPendingRefunds, sendRefund } from './refunds';
import { failInTransaction } from './settlement';

// Payments (issue 4). app.ts builds one Commerce per app (createCommerce) with its gateway,
// clock and the handlers of the purposes sold (bookings'); the modules that sell something use
// its startPayment, cancelPayment, refundPayment and paymentFor. Settlement (browser returns,
// webhooks, expiry) lives in checkout.ts.

export type { PaymentPurposeHandler, PaymentRecord } from './purposes';
export type { PaymentPurposes } from './env';
export { gatewayFromConfig, type ConfiguredGateway } from './gateways';
export { startPaymentSweeper } from './sweeper';

/** The operations that need the app's gateway, clock or purposes (see createCommerce). */
const boundOperations = {
  startPayment,
  cancelPayment,
  refundPayment,
  confirmFromBrowser,
  receiveWebhook,
  endCheckout,
  expireIfDue,
  expireCheckouts,
  sendPendingRefunds,
};

/** One app's payments: every operation bound to that app's gateway, clock and purposes. */
export type Commerce = BoundOperations<typeof boundOperations> & {
  readonly configured: CommerceEnv['configured'];
  paymentFor: typeof paymentFor;
  viewPayment: typeof viewPayment;
};

export const createCommerce = (env: CommerceEnv): Commerce => ({
  ...bindFirst(env, boundOperations),
  configured: env.configured,
  paymentFor,
  viewPayment,
});

function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw unprocessable(
      ...parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Where the person pays: the gateway's checkout page, served by this API (same origin). */
const checkoutPath = (row: Pick<PaymentRow, 'gateway' | 'uuid'>): string =>
  row.gateway === 'test'
    ? `/api/${urlOf(sandboxCheckoutEndpoint, { paymentId: row.uuid })}`
    : `/api/${urlOf(razorpayCheckoutEndpoint, { paymentId: row.uuid })}`;

const started = (row: PaymentRow) => ({
  paymentId: row.uuid,
  status: row.status,
  checkoutUrl: checkoutPath(row),
});

/**
 * Starts paying for something, or returns the payment already started for it: one payment per
 * (purpose, referenceId). The gateway order is created first; when two calls race, the loser's
 * order is simply never paid (gateways expire unpaid orders).
 */
async function startPayment(
  env: CommerceEnv,
  db: Database,
  input: StartPaymentInput,
): Promise<{ paymentId: string; status: PaymentStatus; checkoutUrl: string }> {
  const payment = parseInput(startPaymentInputSchema, input);
  const existing = await findPaymentFor(db, payment.purpose, payment.referenceId);
  if (existing) return started(sameRequest(existing, payment));

  const { gateway } = env.configured;
  const uuid = randomUUID();
  const { orderId } = await gateway.createOrder({
    receipt: uuid,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    notes: { purpose: payment.purpose, reference_id: payment.referenceId },
  });
  const now = env.clock.now();
  const inserted = await insertPayment(db, {
    ...payment,
    uuid,
    gateway: gateway.name,
    gatewayOrderId: orderId,
    expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  const row = inserted ?? (await findPaymentFor(db, payment.purpose, payment.referenceId));
  if (!row) throw new Error('payment neither inserted nor found');
  return started(sameRequest(row, payment));
}

/** A retry must ask for the same thing; another person or amount on one reference is a bug. */
function sameRequest(row: PaymentRow, request: { userId: number; amountPaise: number }) {
  if (row.userId !== request.userId || row.amountPaise !== request.amountPaise) {
    throw conflict('A different payment was already started for this booking.');
  }
  return row;
}

/**
 * Closes the checkout of a payment that is still open (what it paid for was cancelled): the
 * payment ends `cancelled` and its purpose's onFailed runs. A payment already settled is left
 * alone; one captured later anyway is refused by its purpose and refunded.
 */
async function cancelPayment(
  env: CommerceEnv,
  db: Database,
  purpose: PaymentPurpose,
  referenceId: string,
): Promise<void> {
  const payment = await findPaymentFor(db, purpose, referenceId);
  if (!payment || payment.status !== 'created') return;
  const now = env.clock.now();
  await inTransaction(db, (tx) =>
    failInTransaction(env.purposes, tx, payment.id, 'cancelled', now),
  );
}

/**
 * Refunds part or all of a captured payment, recorded against it, then sent to the gateway.
 * Never more than what remains (409). One refund per payment and reason: a retried call with
 * the same reason returns the refund already made instead of refunding twice.
 */
async function refundPayment(
  env: CommerceEnv,
  db: Database,
  input: RefundPaymentInput,
): Promise<{ refundId: string; amountPaise: number }> {
  const request = parseInput(refundPaymentInputSchema, input);
  const { row, isNew } = await inTransaction(db, async (tx) => {
    const payment = await lockPaymentFor(tx, request.purpose, request.referenceId);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const refundable = ['captured', 'partially_refunded', 'refunded'].includes(payment.status);
    if (!refundable) throw conflict(PAYMENT_NOT_CAPTURED_MESSAGE);
    return recordRefund(tx, env.receipts, payment, request, env.clock.now());
  });
  if (isNew) await sendRefund(env, db, row.id);
  return { refundId: row.uuid, amountPaise: row.amountPaise };
}

async function paymentFor(
  db: Database,
  purpose: PaymentPurpose,
  referenceId: string,
): Promise<PaymentRecord | null> {
  const row = await findPaymentFor(db, purpose, referenceId);
  return row ? toPaymentRecord(row) : null;
}

/** The signed-in owner's view of a payment; another person's payment is 404. */
async function viewPayment(db: Database, uuid: string, userId: number): Promise<PaymentView> {
  const row = await findPaymentByUuid(db, uuid, userId);
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return {
    id: row.uuid,
    purpose: row.purpose,
    reference_id: row.referenceId,
    amount_paise: row.amountPaise,
    refunded_paise: row.refundedPaise,
    currency: row.currency,
    description: row.description,
    status: row.status,
    gateway: row.gateway,
    checkout_url: checkoutPath(row),
    created_at: row.createdAt.toISOString(),
    captured_at: row.capturedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}
