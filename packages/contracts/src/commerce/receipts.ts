import { z } from '../zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payments';

// Receipts (issue 11): every captured payment gets an invoice and every refund a credit note,
// numbered without gaps per Indian financial year (April–March), e.g. KZ/26-27/000042. GST
// invoice numbers may hold at most 16 characters: letters, digits, '-' and '/'.

export const RECEIPT_KINDS = ['invoice', 'credit_note'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The series prefix of each kind: one gapless counter per prefix and financial year. */
export const RECEIPT_SERIES: Record<ReceiptKind, string> = { invoice: 'KZ', credit_note: 'CN' };

/** SAC 9993: human health and social care services (the GST code for therapy and psychiatry). */
export const DEFAULT_RECEIPT_SAC = '9993';

export const RECEIPT_NOT_FOUND_MESSAGE = 'This receipt was not found.';

/** A GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity code, 'Z', check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const receiptIdParamsSchema = z.object({ receiptId: z.uuid() });

export const receiptSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  amount_paise: z.number().int(),
  issued_at: z.iso.datetime(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** GET /api/payments: the signed-in person's payments, newest first, each with its receipts. */
export const paymentHistoryItemSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  description: z.string(),
  amount_paise: z.number().int(),
  refunded_paise: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.iso.datetime(),
  captured_at: z.iso.datetime().nullable(),
  receipts: z.array(receiptSummarySchema),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistoryResponseSchema = z.object({
  data: z.array(paymentHistoryItemSchema),
});

/** The financial year an instant falls in, in India (1 April to 31 March, Asia/Kolkata). */
export function indianFinancialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** KZ/26-27/000042: at most 16 characters, as GST invoice numbers must be. */
export const receiptNumber = (kind: ReceiptKind, financialYear: string, serial: number) =>
  `${RECEIPT_SERIES[kind]}/${financialYear}/${String(serial).padStart(6, '0')}`;
