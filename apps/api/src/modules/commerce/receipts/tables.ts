import { RECEIPT_KINDS, type ReceiptKind } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables';
import { at, oneOf } from '../../../db/columns';
import { paymentRefunds, payments } from '../tables';

/** Who issued a receipt, as it stood when the receipt was issued (an invoice never changes). */
export interface ReceiptSeller {
  name: string;
  address: string | null;
  gstin: string | null;
  sac: string;
  /** GST included in the amount, in percent; 0 means exempt health care services. */
  gstRatePercent: number;
}

/** Who paid: the account's name and email when the receipt was issued (blanked on erasure). */
export interface ReceiptBuyer {
  name: string;
  email: string;
}

/**
 * The last serial used per series (KZ invoices, CN credit notes) and financial year. Issuing
 * raises it by one in the transaction that records the payment or refund, so the row lock
 * serialises issuers and a rolled-back payment gives its number back: no gaps, no duplicates.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('receipt_counters_serial_positive', sql`${table.lastSerial} > 0`),
  ],
);

/**
 * An invoice per captured payment and a credit note per refund. Kept when an account is erased
 * (tax records) with the buyer's details blanked.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id').references(() => paymentRefunds.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    /** Why the money went back (credit notes only). */
    reason: text('reason'),
    buyer: jsonb('buyer').$type<ReceiptBuyer>().notNull(),
    seller: jsonb('seller').$type<ReceiptSeller>().notNull(),
    issuedAt: at('issued_at').notNull(),
  },
  (table) => [
    uniqueIndex('receipts_uuid_key').on(table.uuid),
    uniqueIndex('receipts_number_key').on(table.number),
    // One invoice per payment and one credit note per refund, however often settlement reruns.
    uniqueIndex('receipts_invoice_per_payment_key')
      .on(table.paymentId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('receipts_credit_note_per_refund_key')
      .on(table.refundId)
      .where(sql`${table.refundId} is not null`),
    index('receipts_user_idx').on(table.userId, table.issuedAt),
    check('receipts_kind_known', sql`${table.kind} in (${oneOf(RECEIPT_KINDS)})`),
    check('receipts_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'receipts_refund_matches_kind',
      sql`(${table.kind} = 'credit_note') = (${table.refundId} is not null)`,
    ),
  ],
);
