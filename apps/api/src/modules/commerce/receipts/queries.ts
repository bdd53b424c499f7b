import { RECEIPT_SERIES, type ReceiptKind } from '@kaizen/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { isPlaceholderEmail } from '../../../lib/email-address';
import { users } from '../../auth/tables';
import { careRecipientOf } from '../../profiles/service';
import { payments } from '../tables';
import { receiptCounters, receipts, type ReceiptBuyer } from './tables';

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The next serial of a series in a financial year. The upsert takes the counter row's lock
 * until the caller's transaction ends: concurrent issuers queue, and a rollback frees the number.
 */
export async function nextSerial(tx: Database, kind: ReceiptKind, financialYear: string) {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ series: RECEIPT_SERIES[kind], financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.series, receiptCounters.financialYear],
      set: { lastSerial: sql`${receiptCounters.lastSerial} + 1` },
    })
    .returning({ serial: receiptCounters.lastSerial });
  if (!row) throw new Error('receipt counter not returned');
  return row.serial;
}

export const insertReceipt = async (tx: Database, values: typeof receipts.$inferInsert) => {
  const [row] = await tx.insert(receipts).values(values).returning();
  if (!row) throw new Error('receipt not inserted');
  return row;
};

/** The account's name and email as a receipt prints them. */
/**
 * The buyer a receipt names: the person, with an address that reaches someone. A member's own
 * address is a placeholder (.invalid), so their account holder's stands in; none is printed
 * when neither reaches anyone.
 */
export async function buyerOf(db: Database, userId: number): Promise<ReceiptBuyer> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('payment without an account');
  const recipient = await careRecipientOf(db, userId);
  const contact = [row.email, recipient?.email ?? ''].find(
    (email) => email !== '' && !isPlaceholderEmail(email),
  );
  return { name: `${row.firstname} ${row.lastname}`.trim(), email: contact ?? '' };
}

export async function invoiceNumberOf(db: Database, paymentId: number) {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentId), eq(receipts.kind, 'invoice')));
  return row?.number ?? null;
}

/** One of the person's receipts with what printing it needs; another person's reads as missing. */
export async function findOwnReceipt(db: Database, uuid: string, userId: number) {
  const [row] = await db
    .select({ receipt: receipts, payment: payments })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(receipts.uuid, uuid), eq(receipts.userId, userId)));
  return row ?? null;
}

/** The person's payments that got somewhere (captured or refunded), newest first. */
export const ownSettledPayments = (db: Database, userId: number) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['captured', 'partially_refunded', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(200);

export const receiptsOfPayments = (db: Database, paymentIds: number[]) =>
  paymentIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(receipts)
        .where(inArray(receipts.paymentId, paymentIds))
        .orderBy(receipts.issuedAt, receipts.id);

export const receiptsOfUser = (db: Database, userId: number) =>
  db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(desc(receipts.issuedAt));

/** Erasure: the receipts stay (tax records) without the person's name and email. */
export async function blankBuyer(tx: Database, userId: number): Promise<void> {
  await tx
    .update(receipts)
    .set({ buyer: { name: 'Erased account', email: '' } })
    .where(eq(receipts.userId, userId));
}
