import type { PaymentReturnStatus } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { CommerceEnv } from './env';
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

async function afterCapture(env: CommerceEnv, db: Database, result: CaptureResult): Promise<void> {
  if (result.refundId !== null) await sendRefund(env, db, result.refundId);
}

/**
 * The browser's return from checkout with the gateway's proof of payment. Null when the proof
 * does not verify or names no payment of ours; otherwise the payment as it now stands.
 */
export async function confirmFromBrowser(
  env: CommerceEnv,
  db: Database,
  proof: { orderId: string; paymentId: string; signature: string },
): Promise<PaymentRow | null> {
  const { gateway } = env.configured;
  if (!gateway.verifyPaymentSignature(proof)) return null;
  const payment = await findPaymentByOrder(db, gateway.name, proof.orderId);
  if (!payment) return null;
  const result = await inTransaction(db, (tx) =>
    captureInTransaction(env, tx, payment.id, proof.paymentId, env.clock.now()),
  );
  await afterCapture(env, db, result);
  return findPaymentByUuid(db, payment.uuid);
}

type WebhookOutcome = 'rejected' | 'duplicate' | 'handled';

/** A gateway webhook: verified on the raw body, handled once per gateway event id. */
export async function receiveWebhook(
  env: CommerceEnv,
  db: Database,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookOutcome> {
  const { gateway } = env.configured;
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
  const now = env.clock.now();
  const result = await inTransaction(db, async (tx) => {
    const type = event.type === 'other' ? event.name : event.type;
    const isNew = await recordGatewayEvent(
      tx,
      { gateway: gateway.name, eventId, eventType: type },
      now,
    );
    return isNew ? applyEvent(env, tx, event, now) : null;
  });
  if (!result) return 'duplicate';
  await afterCapture(env, db, result);
  return 'handled';
}

async function applyEvent(
  env: CommerceEnv,
  tx: Database,
  event: GatewayEvent,
  now: Date,
): Promise<CaptureResult> {
  const nothing: CaptureResult = { captured: null, refundId: null };
  const { gateway } = env.configured;
  if (event.type === 'refund.processed') {
    await markRefundProcessed(tx, event.refundId, now);
    return nothing;
  }
  if (event.type === 'other') return nothing;
  // An order we do not know (another system on the same gateway account): acknowledged, ignored.
  const payment = await findPaymentByOrder(tx, gateway.name, event.orderId);
  if (!payment) return nothing;
  if (event.type === 'payment.captured') {
    return captureInTransaction(env, tx, payment.id, event.paymentId, now);
  }
  await failInTransaction(env.purposes, tx, payment.id, 'declined', now);
  return nothing;
}

/** Ends an open checkout from the browser (declined or cancelled); the payment as it now stands. */
export async function endCheckout(
  env: CommerceEnv,
  db: Database,
  payment: PaymentRow,
  reason: Exclude<FailureReason, 'expired'>,
): Promise<PaymentRow | null> {
  const now = env.clock.now();
  await inTransaction(db, (tx) => failInTransaction(env.purposes, tx, payment.id, reason, now));
  return findPaymentByUuid(db, payment.uuid);
}

/**
 * Fails one payment if its checkout has run out unpaid (the sweeper does this for all; pages
 * do it for the payment they show so that nobody pays for an expired hold).
 */
export async function expireIfDue(
  env: CommerceEnv,
  db: Database,
  payment: PaymentRow,
): Promise<PaymentRow | null> {
  const now = env.clock.now();
  if (payment.status !== 'created' || payment.expiresAt > now) return payment;
  await inTransaction(db, (tx) => failInTransaction(env.purposes, tx, payment.id, 'expired', now));
  return findPaymentByUuid(db, payment.uuid);
}

/** Fails every checkout that ran out unpaid, each in its own transaction. */
export async function expireCheckouts(env: CommerceEnv, db: Database, limit = 50): Promise<number> {
  const now = env.clock.now();
  const ids = await openCheckoutsExpiredBy(db, now, limit);
  let expired = 0;
  for (const id of ids) {
    const row = await inTransaction(db, (tx) =>
      failInTransaction(env.purposes, tx, id, 'expired', now),
    );
    if (row) expired += 1;
  }
  return expired;
}
