import type { PaymentGatewayName, PaymentPurpose, PaymentStatus } from '@kaizen/contracts';
import type { Database } from '../../db/client';

/** A payment as other modules see it (id is the public uuid). */
export interface PaymentRecord {
  id: string;
  purpose: PaymentPurpose;
  referenceId: string;
  userId: number;
  amountPaise: number;
  currency: 'INR';
  status: PaymentStatus;
  gateway: PaymentGatewayName;
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  refundedPaise: number;
  createdAt: Date;
  capturedAt: Date | null;
}

/**
 * What the module that sells something (bookings) does when its payment settles. Commerce
 * never imports that module: app.ts hands commerce a handler per purpose (createCommerce).
 */
export interface PaymentPurposeHandler {
  /**
   * Runs exactly once per payment, inside the transaction that records the capture. If it
   * throws (e.g. a 409 HttpError because the held slot is gone), the capture is kept and the
   * payment is refunded automatically in full, recorded as a refund.
   */
  onCaptured(tx: Database, payment: PaymentRecord): Promise<void>;
  /** Runs exactly once when a payment fails, is cancelled, or its checkout expires unpaid. */
  onFailed(tx: Database, payment: PaymentRecord): Promise<void>;
  /**
   * Runs in the same transaction after onCaptured threw and the automatic full refund was
   * recorded, so the purpose's own record can say the money came in and went back.
   */
  onRefused?(tx: Database, payment: PaymentRecord, refundedPaise: number): Promise<void>;
}

/**
 * The handler of a purpose. A payment whose purpose has no handler must not settle silently:
 * this throws, the transaction rolls back and the gateway's webhook retry tries again.
 */
export function purposeHandler(
  purposes: Readonly<Partial<Record<PaymentPurpose, PaymentPurposeHandler>>>,
  purpose: PaymentPurpose,
): PaymentPurposeHandler {
  const handler = purposes[purpose];
  if (!handler) throw new Error(`No payment handler is registered for purpose '${purpose}'`);
  return handler;
}
