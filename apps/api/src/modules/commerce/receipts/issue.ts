import { indianFinancialYear, receiptNumber, type ReceiptKind } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { enqueueEmail } from '../../outbox/service';
import { addressedTo, careRecipientOf } from '../../profiles/service';
import type { PaymentRow, RefundRow } from '../queries';
import { receiptFacts, receiptTitle, renderReceiptPdf, type ReceiptContent } from './document';
import { buyerOf, insertReceipt, invoiceNumberOf, nextSerial, type ReceiptRow } from './queries';
import type { ReceiptSettings } from './settings';

// Receipts are issued inside the transaction that records the capture or the refund: the
// number, the receipt and its email (in the outbox) exist exactly when the money moved.

/** What a stored receipt prints. */
export const receiptContent = (
  receipt: ReceiptRow,
  payment: Pick<PaymentRow, 'gatewayPaymentId' | 'uuid'>,
  invoiceNumber: string | null,
): ReceiptContent => ({
  kind: receipt.kind,
  number: receipt.number,
  issuedAt: receipt.issuedAt,
  amountPaise: receipt.amountPaise,
  description: receipt.description,
  reason: receipt.reason,
  invoiceNumber,
  paymentReference: payment.gatewayPaymentId ?? payment.uuid,
  buyer: receipt.buyer,
  seller: receipt.seller,
});

export const receiptFileName = (number: string) => `kaizen-${number.replace(/\//g, '-')}.pdf`;

async function issue(
  tx: Database,
  settings: ReceiptSettings,
  kind: ReceiptKind,
  payment: PaymentRow,
  refund: RefundRow | null,
  now: Date,
): Promise<ReceiptRow> {
  const financialYear = indianFinancialYear(now);
  const serial = await nextSerial(tx, kind, financialYear);
  const buyer = await buyerOf(tx, payment.userId);
  const receipt = await insertReceipt(tx, {
    number: receiptNumber(kind, financialYear, serial),
    kind,
    userId: payment.userId,
    paymentId: payment.id,
    refundId: refund?.id ?? null,
    amountPaise: refund?.amountPaise ?? payment.amountPaise,
    description: payment.description,
    reason: refund?.reason ?? null,
    buyer,
    seller: settings.seller,
    issuedAt: now,
  });
  const invoiceNumber = kind === 'credit_note' ? await invoiceNumberOf(tx, payment.id) : null;
  const content = receiptContent(receipt, payment, invoiceNumber);
  const title = receiptTitle(content);
  const opening =
    kind === 'invoice'
      ? 'Thank you for your payment. Your receipt is attached.'
      : 'We have started your refund; it reaches your account in 5–7 working days. Your receipt is attached.';
  // A member's receipt goes to the account holder who cares for them (members have no inbox).
  const recipient = await careRecipientOf(tx, payment.userId);
  if (!recipient) throw new Error('payment without an account');
  await enqueueEmail(
    tx,
    {
      ...addressedTo(recipient, {
        subject: `${title} ${receipt.number}`,
        text: [
          `Hello ${recipient.name},`,
          '',
          opening,
          '',
          ...receiptFacts(content).map(([label, value]) => `${label}: ${value}`),
          '',
          `All your payments and receipts: ${settings.paymentsUrl}`,
        ].join('\n'),
      }),
      template: kind === 'invoice' ? 'receipt-invoice' : 'receipt-credit-note',
      attachments: [
        {
          filename: receiptFileName(receipt.number),
          contentType: 'application/pdf',
          content: Buffer.from(await renderReceiptPdf(content)).toString('base64'),
        },
      ],
      userId: payment.userId,
    },
    now,
  );
  return receipt;
}

/** The invoice of a payment just captured. */
export const issueInvoice = (
  tx: Database,
  settings: ReceiptSettings,
  payment: PaymentRow,
  now: Date,
) => issue(tx, settings, 'invoice', payment, null, now);

/** The credit note of a refund just recorded. */
export const issueCreditNote = (
  tx: Database,
  settings: ReceiptSettings,
  payment: PaymentRow,
  refund: RefundRow,
  now: Date,
) => issue(tx, settings, 'credit_note', payment, refund, now);
