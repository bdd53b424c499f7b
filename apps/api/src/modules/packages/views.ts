import type { Package, PackagePurchase } from '@kaizen/contracts';
import type { listOwnPurchases, CatalogueEntry } from './queries';

// The answers of the packages routes, from rows and the ledger's sums.

export const toPackage = (entry: CatalogueEntry): Package => {
  const sessions = entry.items.reduce((total, item) => total + item.sessions, 0);
  return {
    id: entry.uuid,
    info_id: entry.infoId,
    name: entry.name,
    description: entry.description,
    package_type: entry.packageType,
    package_sub_type: entry.packageSubType,
    price_paise: entry.pricePaise,
    currency: 'INR',
    sessions,
    // Whole rupees, rounded down: the card says "₹900 a session".
    per_session_paise: Math.floor(entry.pricePaise / sessions / 100) * 100,
    validity_months: entry.validityMonths,
    items: entry.items.map((item) => ({
      label: item.label,
      provider_types: item.providerTypes,
      session_kinds: item.sessionKinds,
      sessions: item.sessions,
    })),
  };
};

/** One year after payment (Amaha's rule), as the ledger's lots end. */
export const packageExpiry = (paidAt: Date, validityMonths: number): Date => {
  const end = new Date(paidAt);
  end.setUTCMonth(end.getUTCMonth() + validityMonths);
  return end;
};

export type PurchaseWithExpert = Awaited<ReturnType<typeof listOwnPurchases>>[number];
interface PurchaseSums {
  granted: number;
  left: number;
}

export function toPurchase(
  { purchase, expert }: PurchaseWithExpert,
  entry: CatalogueEntry,
  sums: PurchaseSums | undefined,
  now: Date,
  checkoutUrl: string | null = null,
): PackagePurchase {
  const view = toPackage(entry);
  const expiresAt = purchase.paidAt ? packageExpiry(purchase.paidAt, entry.validityMonths) : null;
  const live = purchase.status === 'active' && expiresAt !== null && expiresAt > now;
  const left = live ? (sums?.left ?? 0) : 0;
  return {
    id: purchase.uuid,
    package: view,
    status: purchase.status,
    expert: expert?.uuid ? expert : null,
    sessions_total: view.sessions,
    sessions_left: left,
    paid_at: purchase.paidAt?.toISOString() ?? null,
    expires_at: expiresAt?.toISOString() ?? null,
    // The refund rule: in full while no session of it is used, nothing after.
    can_refund: live && sums !== undefined && sums.left === sums.granted,
    checkout_url: purchase.status === 'pending' ? checkoutUrl : null,
  };
}
