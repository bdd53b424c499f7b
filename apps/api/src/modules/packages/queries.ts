import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers } from '../providers/tables';
import { carePackageItems, carePackages, packagePurchases } from './tables';

// Data access of packages. Purchases are always read by their owner (user id).

export type CarePackageRow = typeof carePackages.$inferSelect;
export type CarePackageItemRow = typeof carePackageItems.$inferSelect;
type PackagePurchaseRow = typeof packagePurchases.$inferSelect;
export type CatalogueEntry = CarePackageRow & { items: CarePackageItemRow[] };

/** Packages with their items; only the active ones unless ids are asked for (old purchases). */
export async function listPackages(
  db: Database,
  filter: { ids?: readonly number[] } = {},
): Promise<CatalogueEntry[]> {
  const rows = await db
    .select()
    .from(carePackages)
    .where(filter.ids ? inArray(carePackages.id, [...filter.ids]) : eq(carePackages.active, true))
    .orderBy(asc(carePackages.position), asc(carePackages.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(carePackageItems)
    .where(
      inArray(
        carePackageItems.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(carePackageItems.id));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.packageId === row.id) }));
}

export async function findActivePackageByUuid(db: Database, uuid: string) {
  const [row] = await db
    .select()
    .from(carePackages)
    .where(and(eq(carePackages.uuid, uuid), eq(carePackages.active, true)));
  if (!row) return null;
  const [entry] = await listPackages(db, { ids: [row.id] });
  return entry ?? null;
}

export async function insertPurchase(
  db: Database,
  values: typeof packagePurchases.$inferInsert,
): Promise<PackagePurchaseRow> {
  const [row] = await db.insert(packagePurchases).values(values).returning();
  if (!row) throw new Error('package purchase not inserted');
  return row;
}

const purchaseWithExpert = {
  purchase: packagePurchases,
  expert: {
    uuid: providers.uuid,
    firstname: providers.firstname,
    lastname: providers.lastname,
    provider_type: providers.providerType,
  },
};

/** The person's purchases, newest first, with the expert a tied one is for. */
export async function listOwnPurchases(db: Database, userId: number) {
  return db
    .select(purchaseWithExpert)
    .from(packagePurchases)
    .leftJoin(providers, eq(providers.id, packagePurchases.providerId))
    .where(eq(packagePurchases.userId, userId))
    .orderBy(desc(packagePurchases.id));
}

/** One of the person's own purchases; another person's answers null (a 404). */
export async function findOwnPurchase(db: Database, userId: number, uuid: string) {
  const [row] = await db
    .select(purchaseWithExpert)
    .from(packagePurchases)
    .leftJoin(providers, eq(providers.id, packagePurchases.providerId))
    .where(and(eq(packagePurchases.userId, userId), eq(packagePurchases.uuid, uuid)));
  return row ?? null;
}

/** The purchase a payment is for, locked until the payment's transaction ends. */
export async function lockPurchaseByUuid(tx: Database, uuid: string) {
  const [row] = await tx
    .select()
    .from(packagePurchases)
    .where(eq(packagePurchases.uuid, uuid))
    .for('update');
  return row ?? null;
}

export async function updatePurchase(
  tx: Database,
  id: number,
  values: Partial<typeof packagePurchases.$inferInsert>,
): Promise<void> {
  await tx.update(packagePurchases).set(values).where(eq(packagePurchases.id, id));
}

/** Every purchase of a person (data-rights export), and their erasure. */
export const purchasesOf = (db: Database, userId: number) =>
  db.select().from(packagePurchases).where(eq(packagePurchases.userId, userId));
export async function erasePurchases(tx: Database, userId: number): Promise<void> {
  await tx.delete(packagePurchases).where(eq(packagePurchases.userId, userId));
}
