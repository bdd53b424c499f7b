import {
  PACKAGE_ALREADY_USED_MESSAGE,
  PACKAGE_EXPERT_MISMATCH_MESSAGE,
  PACKAGE_NOT_ACTIVE_MESSAGE,
  PACKAGE_NOT_FOUND_MESSAGE,
  PROVIDER_NOT_FOUND_MESSAGE,
  type Package,
  type PackagePurchase,
  type PackagePurchaseBody,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import {
  expireEndedCredits,
  expirePackageLots,
  lockPackageLots,
  packageLotsEnded as lotsEnded,
  packageSums,
} from '../entitlements/service';
import { findProviderByUuid } from '../providers/service';
import type { PackagePayments } from './payments';
import {
  findActivePackageByUuid,
  findOwnPurchase,
  insertPurchase,
  listOwnPurchases,
  listPackages,
  lockPurchaseByUuid,
  updatePurchase,
} from './queries';
import { toPackage, toPurchase, type PurchaseWithExpert } from './views';

// Packages (issue 11): the catalogue, buying one through commerce (purpose `package`), the
// person's purchases with what is left (the entitlements ledger's sums) and the refund rule.
export { packagePaymentHooks } from './payment-hooks';
export { commercePackagePayments, type PackagePayments } from './payments';
export { packageDetails } from './details';
export { packagesPersonalData } from './personal-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where checkout sends the person back: /packages, which then lists the new package. */
const packageReturnPath = (purchaseUuid: string) => `/packages?purchase_id=${purchaseUuid}`;

export async function catalogue(db: Database): Promise<Package[]> {
  return (await listPackages(db)).map(toPackage);
}

/** The person's purchases with the sums of their lots (ended lots get their expiry first). */
async function viewsOf(
  db: Database,
  userId: number,
  rows: PurchaseWithExpert[],
  now: Date,
  checkoutUrl: string | null = null,
): Promise<PackagePurchase[]> {
  if (rows.length === 0) return [];
  await expireEndedCredits(db, userId, now);
  const entries = await listPackages(db, {
    ids: [...new Set(rows.map((row) => row.purchase.packageId))],
  });
  const sums = new Map((await packageSums(db, userId)).map((sum) => [sum.purchaseId, sum]));
  return rows.flatMap((row) => {
    const entry = entries.find((candidate) => candidate.id === row.purchase.packageId);
    if (!entry) return [];
    return [toPurchase(row, entry, sums.get(row.purchase.id), now, checkoutUrl)];
  });
}

export async function ownPurchases(
  db: Database,
  userId: number,
  now: Date,
): Promise<PackagePurchase[]> {
  return viewsOf(db, userId, await listOwnPurchases(db, userId), now);
}

async function ownRow(db: Database, userId: number, id: string) {
  const row = UUID.test(id) ? await findOwnPurchase(db, userId, id.toLowerCase()) : null;
  if (!row) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
  return row;
}

export async function ownPurchase(
  db: Database,
  userId: number,
  id: string,
  now: Date,
): Promise<PackagePurchase> {
  const [view] = await viewsOf(db, userId, [await ownRow(db, userId, id)], now);
  if (!view) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
  return view;
}

/**
 * POST customers/packages: a pending purchase and its checkout. A package tied to an expert
 * must cover that expert's type. The sessions arrive with the capture (payment-hooks.ts).
 */
export async function buyPackage(
  db: Database,
  payments: PackagePayments,
  userId: number,
  body: PackagePurchaseBody,
  now: Date,
): Promise<PackagePurchase> {
  const entry = await findActivePackageByUuid(db, body.package_id.toLowerCase());
  if (!entry) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
  let providerId: number | null = null;
  if (body.provider_uuid !== undefined) {
    const provider = await findProviderByUuid(db, body.provider_uuid);
    if (!provider) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
    const covered = entry.items.some((item) => item.providerTypes.includes(provider.providerType));
    if (!covered) throw unprocessable(PACKAGE_EXPERT_MISMATCH_MESSAGE);
    providerId = provider.id;
  }
  const purchase = await insertPurchase(db, {
    userId,
    packageId: entry.id,
    providerId,
    status: 'pending',
    pricePaise: entry.pricePaise,
    createdAt: now,
    updatedAt: now,
  });
  const payment = await payments.start(db, {
    userId,
    referenceId: purchase.uuid,
    amountPaise: entry.pricePaise,
    description: `Package: ${entry.name}`,
    returnPath: packageReturnPath(purchase.uuid),
  });
  const [view] = await viewsOf(
    db,
    userId,
    [await ownRow(db, userId, purchase.uuid)],
    now,
    payment.checkoutUrl,
  );
  if (!view) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
  return view;
}

/**
 * POST customers/packages/{id}/refund: in full while none of its sessions is used, then the
 * lots expire. The lots are locked first, so a booking taking a credit at the same moment either
 * commits before (and the refund is refused) or finds no credit left.
 */
export async function refundPurchase(
  db: Database,
  payments: PackagePayments,
  userId: number,
  id: string,
  now: Date,
): Promise<PackagePurchase> {
  const own = await ownRow(db, userId, id);
  const refunded = await inTransaction(db, async (tx) => {
    const purchase = await lockPurchaseByUuid(tx, own.purchase.uuid);
    if (!purchase || purchase.status !== 'active') throw conflict(PACKAGE_NOT_ACTIVE_MESSAGE);
    const lots = await lockPackageLots(tx, purchase.id);
    if (lots.length === 0 || (await lotsEnded(tx, purchase.id, now))) {
      throw conflict(PACKAGE_NOT_ACTIVE_MESSAGE);
    }
    if (lots.some((lot) => lot.left !== lot.granted)) throw conflict(PACKAGE_ALREADY_USED_MESSAGE);
    await expirePackageLots(tx, purchase, now);
    await updatePurchase(tx, purchase.id, { status: 'refunded', refundedAt: now, updatedAt: now });
    return purchase;
  });
  // Recorded by commerce (then sent to the gateway, retried by its sweeper on failure).
  await payments.refund(db, {
    referenceId: refunded.uuid,
    amountPaise: refunded.pricePaise,
    reason: 'Unused package refunded',
  });
  return ownPurchase(db, userId, id, now);
}
