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
 * never imports that module: it registers a handler for its purpose.
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

// Handlers are stateless adapters over the purpose module's tables, the same for every app in
// the process (like scheduling's busy-time sources), so one process-wide map is enough.
const handlers = new Map<PaymentPurpose, PaymentPurposeHandler>();

export function registerPaymentPurpose(
  purpose: PaymentPurpose,
  handler: PaymentPurposeHandler,
): void {
  handlers.set(purpose, handler);
}

/**
 * The handler of a purpose. A payment whose purpose has no handler must not settle silently:
 * this throws, the transaction rolls back and the gateway's webhook retry tries again.
 */
export function purposeHandler(purpose: PaymentPurpose): PaymentPurposeHandler {
  const handler = handlers.get(purpose);
  if (!handler) throw new Error(`No payment handler is registered for purpose '${purpose}'`);
  return handler;
}
