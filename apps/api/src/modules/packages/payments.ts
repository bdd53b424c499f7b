import type { Database } from '../../db/client';
import type { Commerce } from '../commerce/service';

// The payments seam of packages: one 'package' payment per purchase uuid.

export interface PackagePayments {
  /** Idempotent per purchase: asking again answers the same payment. */
  start(
    db: Database,
    input: {
      userId: number;
      referenceId: string;
      amountPaise: number;
      description: string;
      returnPath: string;
    },
  ): Promise<{ paymentId: string; checkoutUrl: string }>;
  refund(
    db: Database,
    input: { referenceId: string; amountPaise: number; reason: string },
  ): Promise<{ refundId: string; amountPaise: number }>;
}

export function commercePackagePayments(commerce: Commerce): PackagePayments {
  return {
    start: (db, input) =>
      commerce.startPayment(db, { ...input, purpose: 'package', currency: 'INR' }),
    refund: (db, input) => commerce.refundPayment(db, { ...input, purpose: 'package' }),
  };
}
