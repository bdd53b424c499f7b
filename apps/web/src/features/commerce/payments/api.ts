import {
  downloadLinkResponseSchema,
  paymentHistoryResponseSchema,
  type PaymentHistoryItem,
} from '@kaizen/contracts';
import { http } from '../../../lib/http/client';

// Payments and receipts (issue 11): GET payments, POST receipts/{id}/download_link.

export async function fetchPaymentHistory(signal?: AbortSignal): Promise<PaymentHistoryItem[]> {
  const response = await http.get('payments', { signal });
  return paymentHistoryResponseSchema.parse(response.data).data;
}

export async function receiptPdfLink(receiptId: string): Promise<string> {
  const response = await http.post(`receipts/${encodeURIComponent(receiptId)}/download_link`);
  return downloadLinkResponseSchema.parse(response.data).data.url;
}
