import {
  PAYMENT_GATEWAYS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentGatewayName,
  type PaymentPurpose,
  type PaymentStatus,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { at, oneOf } from '../../db/columns';

export const FAILURE_REASONS = ['declined', 'cancelled', 'expired'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * One payment per thing paid for (purpose + reference id, e.g. a booking hold): the unique key
 * is what makes startPayment idempotent. Status changes are conditional UPDATEs on the status,
 * so a capture (or a failure) is recorded, and its purpose handler run, exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    referenceId: text('reference_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').$type<'INR'>().notNull(),
    description: text('description').notNull(),
    returnPath: text('return_path').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    failureReason: text('failure_reason').$type<FailureReason>(),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** An unpaid checkout fails at this time (the booking hold time). */
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    capturedAt: at('captured_at'),
  },
  (table) => [
    uniqueIndex('payments_uuid_key').on(table.uuid),
    uniqueIndex('payments_purpose_reference_key').on(table.purpose, table.referenceId),
    uniqueIndex('payments_gateway_order_key').on(table.gateway, table.gatewayOrderId),
    index('payments_user_idx').on(table.userId),
    // The expiry sweep reads only open checkouts.
    index('payments_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'created'`),
    check('payments_purpose_known', sql`${table.purpose} in (${oneOf(PAYMENT_PURPOSES)})`),
    check('payments_status_known', sql`${table.status} in (${oneOf(PAYMENT_STATUSES)})`),
    check('payments_gateway_known', sql`${table.gateway} in (${oneOf(PAYMENT_GATEWAYS)})`),
    check('payments_failure_known', sql`${table.failureReason} in (${oneOf(FAILURE_REASONS)})`),
    check('payments_currency_inr', sql`${table.currency} = 'INR'`),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    // The database itself refuses a refund beyond what was paid.
    check(
      'payments_refund_within_amount',
      sql`${table.refundedPaise} >= 0 and ${table.refundedPaise} <= ${table.amountPaise}`,
    ),
  ],
);

export const REFUND_STATUSES = ['pending', 'submitted', 'processed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Refunds recorded against a payment. A refund is recorded (and the payment's refunded_paise
 * raised) in the database first, then sent to the gateway: `pending` until the gateway accepts
 * it (retried by the sweeper), `submitted` until the gateway reports it done, then `processed`.
 * One refund per payment and reason: a retried cancel finds its refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: at('created_at').notNull(),
    processedAt: at('processed_at'),
  },
  (table) => [
    uniqueIndex('payment_refunds_uuid_key').on(table.uuid),
    uniqueIndex('payment_refunds_reason_key').on(table.paymentId, table.reason),
    index('payment_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('payment_refunds_status_known', sql`${table.status} in (${oneOf(REFUND_STATUSES)})`),
  ],
);

/** Gateway webhook events already handled, keyed by the gateway's event id: redeliveries are no-ops. */
export const paymentGatewayEvents = pgTable(
  'payment_gateway_events',
  {
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);
