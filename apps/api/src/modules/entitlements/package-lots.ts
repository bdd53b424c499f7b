import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlementEntries, entitlementLots } from './tables';

// The ledger side of packages (issue 11): a captured purchase becomes one lot per package item,
// granted in full; a refund expires what is left. Packages' own module calls these through
// entitlements' service, so the ledger keeps one writer.

/** Grants a paid purchase's lots, once (the unique purchase+item key makes a replay a no-op). */
export async function grantPackageLots(
  tx: Database,
  purchase: {
    id: number;
    userId: number;
    items: readonly { id: number; sessions: number }[];
    paidAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  for (const item of purchase.items) {
    const [lot] = await tx
      .insert(entitlementLots)
      .values({
        userId: purchase.userId,
        packagePurchaseId: purchase.id,
        packageItemId: item.id,
        periodStartsAt: purchase.paidAt,
        expiresAt: purchase.expiresAt,
        createdAt: purchase.paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: entitlementLots.id });
    if (!lot) continue;
    await tx.insert(entitlementEntries).values({
      lotId: lot.id,
      userId: purchase.userId,
      kind: 'grant',
      amount: item.sessions,
      createdAt: purchase.paidAt,
    });
  }
}

/**
 * Locks a purchase's lots (a booking taking one of its credits waits, and so does this for it)
 * and answers their sums: what was granted and what is left.
 */
export async function lockPackageLots(tx: Database, purchaseId: number) {
  const lots = await tx
    .select({ id: entitlementLots.id })
    .from(entitlementLots)
    .where(eq(entitlementLots.packagePurchaseId, purchaseId))
    .for('update');
  if (lots.length === 0) return [];
  const sums = await tx
    .select({
      lotId: entitlementEntries.lotId,
      granted: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`,
      left: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementEntries)
    .where(
      inArray(
        entitlementEntries.lotId,
        lots.map((lot) => lot.id),
      ),
    )
    .groupBy(entitlementEntries.lotId);
  return sums;
}

/** True when the purchase's lots have ended (a year after payment): nothing to refund. */
export async function packageLotsEnded(tx: Database, purchaseId: number, now: Date) {
  const [row] = await tx
    .select({ id: entitlementLots.id })
    .from(entitlementLots)
    .where(
      and(eq(entitlementLots.packagePurchaseId, purchaseId), lte(entitlementLots.expiresAt, now)),
    )
    .limit(1);
  return row !== undefined;
}

/** A refunded purchase's lots lose what is left, in one expiry entry each. */
export async function expirePackageLots(
  tx: Database,
  purchase: { id: number; userId: number },
  now: Date,
): Promise<void> {
  for (const lot of await lockPackageLots(tx, purchase.id)) {
    if (lot.left <= 0) continue;
    await tx
      .insert(entitlementEntries)
      .values({
        lotId: lot.lotId,
        userId: purchase.userId,
        kind: 'expiry',
        amount: -lot.left,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}

/** What is left of each of the person's purchases: the sums of their lots' entries. */
export async function packageSums(db: Database, userId: number) {
  return db
    .select({
      purchaseId: entitlementLots.packagePurchaseId,
      granted: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`,
      left: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
      expiresAt: sql<Date>`max(${entitlementLots.expiresAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(entitlementLots)
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(
      and(
        eq(entitlementLots.userId, userId),
        sql`${entitlementLots.packagePurchaseId} is not null`,
      ),
    )
    .groupBy(entitlementLots.packagePurchaseId);
}
