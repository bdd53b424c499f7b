import { REFUND_TOO_LARGE_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict } from '../../lib/http-errors';
import type { CommerceEnv } from './env';
import { issueCreditNote } from './receipts/issue';
import type { ReceiptSettings } from './receipts/settings';
import {
  claimPendingRefund,
  findRefundByReason,
  insertRefund,
  markRefundSent,
  pendingRefundIds,
  type PaymentRow,
  type RefundRow,
} from './queries';

/**
 * Records a refund of a locked, captured payment, or returns the one already recorded for this
 * reason (a retried cancel). More than what remains is a 409; the database's check constraint
 * refuses it as well. A new refund gets its credit note in the same transaction.
 */
export async function recordRefund(
  tx: Database,
  receipts: ReceiptSettings,
  payment: PaymentRow,
  refund: { amountPaise: number; reason: string },
  now: Date,
): Promise<{ row: RefundRow; isNew: boolean }> {
  const existing = await findRefundByReason(tx, payment.id, refund.reason);
  if (existing) return { row: existing, isNew: false };
  if (payment.refundedPaise + refund.amountPaise > payment.amountPaise) {
    throw conflict(REFUND_TOO_LARGE_MESSAGE);
  }
  const row = await insertRefund(tx, payment, refund, now);
  await issueCreditNote(tx, receipts, payment, row, now);
  return { row, isNew: true };
}

/**
 * Sends a recorded refund to the gateway, after the transaction that recorded it committed.
 * A gateway error leaves it pending for the sweeper to retry; the row lock keeps two instances
 * from sending the same refund at once.
 */
export async function sendRefund(
  { configured: { gateway }, clock }: CommerceEnv,
  db: Database,
  refundId: number,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const claimed = await claimPendingRefund(tx, refundId);
    if (!claimed?.gatewayPaymentId) return;
    // A gateway that is down or refuses leaves the refund pending, recorded, for a retry.
    const sent = await gateway
      .refund({
        gatewayPaymentId: claimed.gatewayPaymentId,
        amountPaise: claimed.refund.amountPaise,
        receipt: claimed.refund.uuid,
      })
      .catch(() => null);
    if (!sent) return;
    await markRefundSent(
      tx,
      refundId,
      { gatewayRefundId: sent.refundId, processed: sent.processed },
      clock.now(),
    );
  });
}

/** Retries refunds the gateway has not accepted yet (it was down, or the process stopped). */
export async function sendPendingRefunds(
  env: CommerceEnv,
  db: Database,
  limit = 20,
): Promise<number> {
  const ids = await pendingRefundIds(db, limit);
  for (const id of ids) await sendRefund(env, db, id);
  return ids.length;
}
