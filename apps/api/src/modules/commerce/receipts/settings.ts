import { webPaths } from '@kaizen/contracts';
import type { Config } from '../../../config';
import type { ReceiptSeller } from './tables';

/** What issuing a receipt needs besides the payment: the issuer, and where receipts are listed. */
export interface ReceiptSettings {
  seller: ReceiptSeller;
  /** The web page listing the person's payments and receipts, linked from receipt emails. */
  paymentsUrl: string;
}

type ReceiptConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'RECEIPT_SELLER_NAME'
  | 'RECEIPT_SELLER_ADDRESS'
  | 'RECEIPT_GSTIN'
  | 'RECEIPT_SAC'
  | 'RECEIPT_GST_RATE_PERCENT'
>;

export const receiptSettingsFromConfig = (config: ReceiptConfig): ReceiptSettings => ({
  seller: {
    name: config.RECEIPT_SELLER_NAME,
    address: config.RECEIPT_SELLER_ADDRESS ?? null,
    gstin: config.RECEIPT_GSTIN ?? null,
    sac: config.RECEIPT_SAC,
    gstRatePercent: config.RECEIPT_GST_RATE_PERCENT,
  },
  paymentsUrl: new URL(webPaths.payments, config.PUBLIC_URL).toString(),
});
