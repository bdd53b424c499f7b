import {
  paymentHistoryEndpoint,
  receiptLinkEndpoint,
  type PaymentHistoryItem,
} from '@kaizen/contracts';
import { call } from '../../../lib/http/call';

// Payments and receipts (issue 11; endpoints in contracts endpoints/commerce.ts).

export async function fetchPaymentHistory(signal?: AbortSignal): Promise<PaymentHistoryItem[]> {
  return (await call(paymentHistoryEndpoint, { signal })).data;
}

export async function receiptPdfLink(receiptId: string): Promise<string> {
  return (await call(receiptLinkEndpoint, { params: { receiptId } })).data.url;
}
