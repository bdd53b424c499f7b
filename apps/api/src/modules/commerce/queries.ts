import type { PaymentGatewayName, PaymentPurpose } from '@kaizen/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PaymentRecord } from './purposes';
import { paymentGatewayEvents, paymentRefunds, payments, type FailureReason } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export const toPaymentRecord = (row: PaymentRow): PaymentRecord => ({
  id: row.uuid,
  purpose: row.purpose,
  referenceId: row.referenceId,
  userId: row.userId,
  amountPaise: row.amountPaise,
  currency: row.currency,
  status: row.status,
  gateway: row.gateway,
  gatewayOrderId: row.gatewayOrderId,
  gatewayPaymentId: row.gatewayPaymentId,
  refundedPaise: row.refundedPaise,
  createdAt: row.createdAt,
  capturedAt: row.capturedAt,
});

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const findPaymentFor = async (db: Database, purpose: PaymentPurpose, referenceId: string) =>
  first(
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, purpose), eq(payments.referenceId, referenceId))),
  );

/** A payment by its public id; with a user id, only that user's (others read as missing). */
export const findPaymentByUuid = async (db: Database, uuid: string, userId?: number) =>
  first(
    await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.uuid, uuid),
          userId === undefined ? undefined : eq(payments.userId, userId),
        ),
      ),
  );

export const findPaymentByOrder = async (
  db: Database,
  gateway: PaymentGatewayName,
  orderId: string,
) =>
  first(
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.gatewayOrderId, orderId))),
  );

/** Inserts a new payment unless one exists for its purpose and reference (then null). */
export const insertPayment = async (db: Database, values: typeof payments.$inferInsert) =>
  first(await db.insert(payments).values(values).onConflictDoNothing().returning());

/** Row-locks a payment for a refund: concurrent refunds of one payment run one after another. */
export const lockPaymentFor = async (db: Database, purpose: PaymentPurpose, referenceId: string) =>
  first(
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, purpose), eq(payments.referenceId, referenceId)))
      .for('update'),
  );

/**
 * Records a capture if the payment is still open, or failed/cancelled (a late capture, which
 * the caller refunds when its purpose can no longer be honoured). Null when it was already
 * captured: the conditional UPDATE is what makes capture happen once under any race.
 */
export const markCaptured = async (
  db: Database,
  paymentId: number,
  gatewayPaymentId: string,
  now: Date,
) =>
  first(
    await db
      .update(payments)
      .set({ status: 'captured', gatewayPaymentId, capturedAt: now, updatedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          inArray(payments.status, ['created', 'failed', 'cancelled']),
        ),
      )
      .returning(),
  );

/** Ends an open checkout; null when it was not open any more (or, for expiry, not yet due). */
export const markFailed = async (
  db: Database,
  paymentId: number,
  reason: FailureReason,
  now: Date,
) =>
  first(
    await db
      .update(payments)
      .set({
        status: reason === 'cancelled' ? 'cancelled' : 'failed',
        failureReason: reason,
        updatedAt: now,
      })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'created'),
          reason === 'expired' ? lte(payments.expiresAt, now) : undefined,
        ),
      )
      .returning(),
  );

export const openCheckoutsExpiredBy = async (db: Database, now: Date, limit: number) =>
  (
    await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'created'), lte(payments.expiresAt, now)))
      .orderBy(asc(payments.expiresAt))
      .limit(limit)
  ).map((row) => row.id);

export const findRefundByReason = async (db: Database, paymentId: number, reason: string) =>
  first(
    await db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.reason, reason))),
  );

/** Records a refund and raises the payment's refunded total in the same transaction. */
export async function insertRefund(
  db: Database,
  payment: PaymentRow,
  refund: { amountPaise: number; reason: string },
  now: Date,
): Promise<RefundRow> {
  const refundedPaise = payment.refundedPaise + refund.amountPaise;
  await db
    .update(payments)
    .set({
      refundedPaise,
      status: refundedPaise === payment.amountPaise ? 'refunded' : 'partially_refunded',
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  const [row] = await db
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, ...refund, createdAt: now })
    .returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export const pendingRefundIds = async (db: Database, limit: number) =>
  (
    await db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.status, 'pending'))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit)
  ).map((row) => row.id);

/**
 * A pending refund with its payment's gateway payment id, row-locked; skipped (null) when
 * another instance is sending it right now or it was already sent.
 */
export const claimPendingRefund = async (db: Database, refundId: number) =>
  first(
    await db
      .select({ refund: paymentRefunds, gatewayPaymentId: payments.gatewayPaymentId })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
      .for('update', { of: paymentRefunds, skipLocked: true }),
  );

export const markRefundSent = (
  db: Database,
  refundId: number,
  sent: { gatewayRefundId: string; processed: boolean },
  now: Date,
) =>
  db
    .update(paymentRefunds)
    .set({
      gatewayRefundId: sent.gatewayRefundId,
      status: sent.processed ? 'processed' : 'submitted',
      processedAt: sent.processed ? now : null,
    })
    .where(eq(paymentRefunds.id, refundId));

export const markRefundProcessed = (db: Database, gatewayRefundId: string, now: Date) =>
  db
    .update(paymentRefunds)
    .set({ status: 'processed', processedAt: now })
    .where(
      and(
        eq(paymentRefunds.gatewayRefundId, gatewayRefundId),
        eq(paymentRefunds.status, 'submitted'),
      ),
    );

/** Remembers a webhook event; false when it was handled before (a redelivery). */
export async function recordGatewayEvent(
  db: Database,
  event: { gateway: PaymentGatewayName; eventId: string; eventType: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(paymentGatewayEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentGatewayEvents.eventId });
  return rows.length > 0;
}
