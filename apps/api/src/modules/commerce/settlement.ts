import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { CommerceEnv } from './env';
import { purposeHandler } from './purposes';
import { markCaptured, markFailed, toPaymentRecord, type PaymentRow } from './queries';
import { issueInvoice } from './receipts/issue';
import { recordRefund } from './refunds';
import type { FailureReason } from './tables';

/** The reason recorded on the automatic refund when a purpose refuses a captured payment. */
export const REFUSED_CAPTURE_REFUND_REASON =
  'Refunded in full: the booking could not be confirmed when the payment arrived.';

export interface CaptureResult {
  /** The payment as captured now; null when it had already been captured (nothing ran). */
  captured: PaymentRow | null;
  /** A refund recorded because the purpose refused the payment: send it after commit. */
  refundId: number | null;
}

/**
 * Inside the caller's transaction: records the capture once and runs the purpose's onCaptured
 * in a savepoint. If the handler throws, its writes are undone, the capture stays (the money
 * was taken) and a full refund is recorded against the payment.
 */
export async function captureInTransaction(
  { purposes, receipts }: Pick<CommerceEnv, 'purposes' | 'receipts'>,
  tx: Database,
  paymentId: number,
  gatewayPaymentId: string,
  now: Date,
): Promise<CaptureResult> {
  const row = await markCaptured(tx, paymentId, gatewayPaymentId, now);
  if (!row) return { captured: null, refundId: null };
  await issueInvoice(tx, receipts, row, now);
  const handler = purposeHandler(purposes, row.purpose);
  try {
    await inTransaction(tx, (savepoint) => handler.onCaptured(savepoint, toPaymentRecord(row)));
    return { captured: row, refundId: null };
  } catch {
    const refund = await recordRefund(
      tx,
      receipts,
      row,
      { amountPaise: row.amountPaise, reason: REFUSED_CAPTURE_REFUND_REASON },
      now,
    );
    await handler.onRefused?.(tx, toPaymentRecord(row), row.amountPaise);
    return { captured: row, refundId: refund.row.id };
  }
}

/**
 * Inside the caller's transaction: ends an open checkout (declined, cancelled or expired) once
 * and runs the purpose's onFailed. Null when it was not open any more.
 */
export async function failInTransaction(
  purposes: CommerceEnv['purposes'],
  tx: Database,
  paymentId: number,
  reason: FailureReason,
  now: Date,
): Promise<PaymentRow | null> {
  const row = await markFailed(tx, paymentId, reason, now);
  if (row) await purposeHandler(purposes, row.purpose).onFailed(tx, toPaymentRecord(row));
  return row;
}
