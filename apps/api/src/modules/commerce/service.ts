import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_TTL_MINUTES,
  PAYMENT_NOT_CAPTURED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  refundPaymentInputSchema,
  startPaymentInputSchema,
  type PaymentPurpose,
  type PaymentStatus,
  type PaymentView,
  type RefundPaymentInput,
  type StartPaymentInput,
} from '@kaizen/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import type { PaymentRecord } from './purposes';
import {
  findPaymentByUuid,
  findPaymentFor,
  insertPayment,
  lockPaymentFor,
  toPaymentRecord,
  type PaymentRow,
} from './queries';
import { recordRefund, sendRefund } from './refunds';
import { failInTransaction } from './settlement';
import { paymentsRuntime } from './runtime';

// Payments (issue 4). The agreed interface for the modules that sell something (bookings):
// registerPaymentPurpose, startPayment, refundPayment, paymentFor. Settlement (browser returns,
// webhooks, expiry) lives in checkout.ts.

export { registerPaymentPurpose, type PaymentPurposeHandler, type PaymentRecord } from './purposes';
export { configurePayments } from './runtime';
export { startPaymentSweeper } from './sweeper';

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
export const checkoutPath = (row: Pick<PaymentRow, 'gateway' | 'uuid'>): string =>
  row.gateway === 'test'
    ? `/api/payments/test-gateway/checkout/${row.uuid}`
    : `/api/payments/razorpay/checkout/${row.uuid}`;

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
export async function startPayment(
  db: Database,
  input: StartPaymentInput,
): Promise<{ paymentId: string; status: PaymentStatus; checkoutUrl: string }> {
  const payment = parseInput(startPaymentInputSchema, input);
  const existing = await findPaymentFor(db, payment.purpose, payment.referenceId);
  if (existing) return started(sameRequest(existing, payment));

  const { gateway, clock } = paymentsRuntime();
  const uuid = randomUUID();
  const { orderId } = await gateway.createOrder({
    receipt: uuid,
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    notes: { purpose: payment.purpose, reference_id: payment.referenceId },
  });
  const now = clock.now();
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
export async function cancelPayment(
  db: Database,
  purpose: PaymentPurpose,
  referenceId: string,
): Promise<void> {
  const payment = await findPaymentFor(db, purpose, referenceId);
  if (!payment || payment.status !== 'created') return;
  const { clock } = paymentsRuntime();
  await inTransaction(db, (tx) => failInTransaction(tx, payment.id, 'cancelled', clock.now()));
}

/**
 * Refunds part or all of a captured payment, recorded against it, then sent to the gateway.
 * Never more than what remains (409). One refund per payment and reason: a retried call with
 * the same reason returns the refund already made instead of refunding twice.
 */
export async function refundPayment(
  db: Database,
  input: RefundPaymentInput,
): Promise<{ refundId: string; amountPaise: number }> {
  const request = parseInput(refundPaymentInputSchema, input);
  const { clock } = paymentsRuntime();
  const { row, isNew } = await inTransaction(db, async (tx) => {
    const payment = await lockPaymentFor(tx, request.purpose, request.referenceId);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const refundable = ['captured', 'partially_refunded', 'refunded'].includes(payment.status);
    if (!refundable) throw conflict(PAYMENT_NOT_CAPTURED_MESSAGE);
    return recordRefund(tx, payment, request, clock.now());
  });
  if (isNew) await sendRefund(db, row.id);
  return { refundId: row.uuid, amountPaise: row.amountPaise };
}

export async function paymentFor(
  db: Database,
  purpose: PaymentPurpose,
  referenceId: string,
): Promise<PaymentRecord | null> {
  const row = await findPaymentFor(db, purpose, referenceId);
  return row ? toPaymentRecord(row) : null;
}

/** The signed-in owner's view of a payment; another person's payment is 404. */
export async function viewPayment(
  db: Database,
  uuid: string,
  userId: number,
): Promise<PaymentView> {
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
