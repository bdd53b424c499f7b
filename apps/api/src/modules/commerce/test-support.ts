import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { App } from '../../app';
import { conflict } from '../../lib/http-errors';
import { findPaymentByUuid } from './queries';
import { paymentGatewayEvents } from './tables';
import { sandboxEventId } from './sandbox/sandbox-gateway';
import type { PaymentPurposeHandler, PaymentRecord } from './service';

/**
 * The 'booking' purpose played by a test: it records every call and, for the references in
 * `refuse`, throws the 409 bookings throws when the held slot is gone. Build the app with
 * `purposes` (createTestApp's modules) so that its commerce settles through it.
 */
export function recordingPurpose() {
  const calls = { captured: [] as PaymentRecord[], failed: [] as PaymentRecord[] };
  const refuse = new Set<string>();
  const handler: PaymentPurposeHandler = {
    onCaptured(_tx, payment) {
      calls.captured.push(payment);
      if (refuse.has(payment.referenceId)) {
        return Promise.reject(conflict('This time was just taken — pick another'));
      }
      return Promise.resolve();
    },
    onFailed(_tx, payment) {
      calls.failed.push(payment);
      return Promise.resolve();
    },
  };
  const count = (list: PaymentRecord[], referenceId: string) =>
    list.filter((payment) => payment.referenceId === referenceId).length;
  return {
    purposes: { booking: handler },
    refuse,
    capturedCount: (referenceId: string) => count(calls.captured, referenceId),
    failedCount: (referenceId: string) => count(calls.failed, referenceId),
  };
}

export const RETURN_PATH = '/therapy-psychiatry/booking/dr-asha?step=4';

/** A new payment (₹1,500 unless told) for a unique booking reference of this user. */
export async function startTestPayment(
  app: App,
  userId: number,
  {
    amountPaise = 150_000,
    description = 'Tele session with Dr Asha Rao, 24 Nov 2026, 06:00 PM',
  } = {},
) {
  const referenceId = `hold-${crypto.randomUUID()}`;
  const started = await app.commerce.startPayment(app.db, {
    userId,
    purpose: 'booking',
    referenceId,
    amountPaise,
    currency: 'INR',
    description,
    returnPath: RETURN_PATH,
  });
  const row = await findPaymentByUuid(app.db, started.paymentId);
  if (!row) throw new Error('started payment not found');
  return { ...started, referenceId, row };
}

/** Waits until the test gateway's own webhook for this payment has been handled. */
export async function webhookHandled(app: App, paymentId: string, event: string) {
  await vi.waitFor(
    async () => {
      const row = await findPaymentByUuid(app.db, paymentId);
      const gatewayPaymentId = row?.gatewayPaymentId ?? 'none';
      const events = await app.db
        .select()
        .from(paymentGatewayEvents)
        .where(eq(paymentGatewayEvents.eventId, sandboxEventId(gatewayPaymentId, event)));
      expect(events).toHaveLength(1);
    },
    { timeout: 5000, interval: 20 },
  );
}

/**
 * Sweeps expired checkouts as the sweeper does, until none is left; the number expired. The
 * sweep takes the oldest 50 at a time, and on a shared PostgreSQL database other test files'
 * checkouts come first.
 */
export async function expireAllCheckouts(app: App): Promise<number> {
  let total = 0;
  for (let round = 0; round < 100; round += 1) {
    const batch = await app.commerce.expireCheckouts(app.db);
    if (batch === 0) break;
    total += batch;
  }
  return total;
}
