import type { PaymentReturnStatus } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { parseWebhookEvent, webhookEventId, type GatewayEvent } from './gateway';
import {
  findPaymentByOrder,
  findPaymentByUuid,
  markRefundProcessed,
  openCheckoutsExpiredBy,
  recordGatewayEvent,
  type PaymentRow,
} from './queries';
import { sendRefund } from './refunds';
import { paymentsRuntime } from './runtime';
import { captureInTransaction, failInTransaction, type CaptureResult } from './settlement';
import type { FailureReason } from './tables';

// How payments settle. A successful payment reaches us twice, by the browser coming back with
// a signed proof and by the gateway's signed webhook, in either order or at once; both end in
// captureInTransaction, whose conditional UPDATE lets exactly one of them capture.

/** What the browser is told on its way back to the web app. */
export function returnStatusOf(row: PaymentRow): PaymentReturnStatus {
  if (row.status === 'captured' || row.status === 'partially_refunded') return 'captured';
  return row.status === 'cancelled' ? 'cancelled' : 'failed';
}

async function afterCapture(db: Database, result: CaptureResult): Promise<void> {
  if (result.refundId !== null) await sendRefund(db, result.refundId);
}

/**
 * The browser's return from checkout with the gateway's proof of payment. Null when the proof
 * does not verify or names no payment of ours; otherwise the payment as it now stands.
 */
export async function confirmFromBrowser(
  db: Database,
  proof: { orderId: string; paymentId: string; signature: string },
): Promise<PaymentRow | null> {
  const { gateway, clock } = paymentsRuntime();
  if (!gateway.verifyPaymentSignature(proof)) return null;
  const payment = await findPaymentByOrder(db, gateway.name, proof.orderId);
  if (!payment) return null;
  const result = await inTransaction(db, (tx) =>
    captureInTransaction(tx, payment.id, proof.paymentId, clock.now()),
  );
  await afterCapture(db, result);
  return findPaymentByUuid(db, payment.uuid);
}

export type WebhookOutcome = 'rejected' | 'duplicate' | 'handled';

/** A gateway webhook: verified on the raw body, handled once per gateway event id. */
export async function receiveWebhook(
  db: Database,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookOutcome> {
  const { gateway, clock } = paymentsRuntime();
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (!gateway.verifyWebhookSignature(rawBody, header(gateway.webhookHeaders.signature))) {
    return 'rejected';
  }
  const event = parseWebhookEvent(rawBody);
  if (!event) return 'rejected';
  const eventId = webhookEventId(header(gateway.webhookHeaders.eventId), rawBody);
  const now = clock.now();
  const result = await inTransaction(db, async (tx) => {
    const type = event.type === 'other' ? event.name : event.type;
    const isNew = await recordGatewayEvent(
      tx,
      { gateway: gateway.name, eventId, eventType: type },
      now,
    );
    return isNew ? applyEvent(tx, event, now) : null;
  });
  if (!result) return 'duplicate';
  await afterCapture(db, result);
  return 'handled';
}

async function applyEvent(tx: Database, event: GatewayEvent, now: Date): Promise<CaptureResult> {
  const nothing: CaptureResult = { captured: null, refundId: null };
  const { gateway } = paymentsRuntime();
  if (event.type === 'refund.processed') {
    await markRefundProcessed(tx, event.refundId, now);
    return nothing;
  }
  if (event.type === 'other') return nothing;
  // An order we do not know (another system on the same gateway account): acknowledged, ignored.
  const payment = await findPaymentByOrder(tx, gateway.name, event.orderId);
  if (!payment) return nothing;
  if (event.type === 'payment.captured') {
    return captureInTransaction(tx, payment.id, event.paymentId, now);
  }
  await failInTransaction(tx, payment.id, 'declined', now);
  return nothing;
}

/** Ends an open checkout from the browser (declined or cancelled); the payment as it now stands. */
export async function endCheckout(
  db: Database,
  payment: PaymentRow,
  reason: Exclude<FailureReason, 'expired'>,
): Promise<PaymentRow | null> {
  const { clock } = paymentsRuntime();
  await inTransaction(db, (tx) => failInTransaction(tx, payment.id, reason, clock.now()));
  return findPaymentByUuid(db, payment.uuid);
}

/**
 * Fails one payment if its checkout has run out unpaid (the sweeper does this for all; pages
 * do it for the payment they show so that nobody pays for an expired hold).
 */
export async function expireIfDue(db: Database, payment: PaymentRow): Promise<PaymentRow | null> {
  const now = paymentsRuntime().clock.now();
  if (payment.status !== 'created' || payment.expiresAt > now) return payment;
  await inTransaction(db, (tx) => failInTransaction(tx, payment.id, 'expired', now));
  return findPaymentByUuid(db, payment.uuid);
}

/** Fails every checkout that ran out unpaid, each in its own transaction. */
export async function expireCheckouts(db: Database, limit = 50): Promise<number> {
  const now = paymentsRuntime().clock.now();
  const ids = await openCheckoutsExpiredBy(db, now, limit);
  let expired = 0;
  for (const id of ids) {
    const row = await inTransaction(db, (tx) => failInTransaction(tx, id, 'expired', now));
    if (row) expired += 1;
  }
  return expired;
}
