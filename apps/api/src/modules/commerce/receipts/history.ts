import { RECEIPT_NOT_FOUND_MESSAGE, type PaymentHistoryItem } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import type { PersonalDataSection } from '../../data-rights/service';
import { renderReceiptPdf } from './document';
import { receiptContent, receiptFileName } from './issue';
import {
  blankBuyer,
  findOwnReceipt,
  invoiceNumberOf,
  ownSettledPayments,
  receiptsOfPayments,
  receiptsOfUser,
} from './queries';

/** GET /api/payments: what the person paid, what came back, and every receipt of it. */
export async function paymentHistory(db: Database, userId: number): Promise<PaymentHistoryItem[]> {
  const rows = await ownSettledPayments(db, userId);
  const receipts = await receiptsOfPayments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.uuid,
    purpose: row.purpose,
    description: row.description,
    amount_paise: row.amountPaise,
    refunded_paise: row.refundedPaise,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    captured_at: row.capturedAt?.toISOString() ?? null,
    receipts: receipts
      .filter((receipt) => receipt.paymentId === row.id)
      .map((receipt) => ({
        id: receipt.uuid,
        number: receipt.number,
        kind: receipt.kind,
        amount_paise: receipt.amountPaise,
        issued_at: receipt.issuedAt.toISOString(),
      })),
  }));
}

/** One of the person's receipts as a PDF; anyone else's is 404. */
export async function ownReceiptPdf(db: Database, uuid: string, userId: number) {
  const found = await findOwnReceipt(db, uuid, userId);
  if (!found) throw notFound(RECEIPT_NOT_FOUND_MESSAGE);
  const invoiceNumber =
    found.receipt.kind === 'credit_note' ? await invoiceNumberOf(db, found.payment.id) : null;
  return {
    fileName: receiptFileName(found.receipt.number),
    pdf: await renderReceiptPdf(receiptContent(found.receipt, found.payment, invoiceNumber)),
  };
}

/** Receipts are tax records: exported, and kept on erasure with the buyer's details blanked. */
export const receiptsPersonalData: PersonalDataSection = {
  key: 'receipts',
  tables: ['receipts'],
  collect: async (db, subject) =>
    (await receiptsOfUser(db, subject.id)).map((receipt) => ({
      number: receipt.number,
      kind: receipt.kind,
      amount_paise: receipt.amountPaise,
      description: receipt.description,
      reason: receipt.reason,
      issued_at: receipt.issuedAt,
    })),
  erase: (tx, subject) => blankBuyer(tx, subject.id),
};
