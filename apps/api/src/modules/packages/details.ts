import type { PackageDetails } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { ownBalances, packageSums, type FundingPerson } from '../entitlements/service';
import { listOwnPurchases, listPackages } from './queries';
import { packageExpiry } from './views';

const PSYCHIATRY_TYPES: readonly string[] = ['psychiatry', 'cf_psychiatry'];

/**
 * GET customers/package_details: the SPEC §3 package of the web's persisted `package` state:
 * the person's newest package with sessions left (null when there is none). The tied expert is
 * their `mytherapist` or `mypsychiatrist`; `org_package_for` says their organisation covers
 * therapy; there are no coach packages yet (`package_coach_id` null).
 */
export async function packageDetails(
  db: Database,
  person: FundingPerson,
  now: Date,
): Promise<PackageDetails | null> {
  const userId = person.id;
  // The balances first: they write the expiry of lots that have ended. A device session its
  // organisation's TOTP check has not let in sees no sponsored lot (org_package_for null).
  const balances = await ownBalances(db, person, now);
  const left = new Map((await packageSums(db, userId)).map((sum) => [sum.purchaseId, sum.left]));
  const purchases = (await listOwnPurchases(db, userId)).filter(
    ({ purchase }) => purchase.status === 'active' && (left.get(purchase.id) ?? 0) > 0,
  );
  if (purchases.length === 0) return null;
  const entries = await listPackages(db, {
    ids: [...new Set(purchases.map(({ purchase }) => purchase.packageId))],
  });
  for (const { purchase, expert } of purchases) {
    const entry = entries.find((candidate) => candidate.id === purchase.packageId);
    if (!entry || !purchase.paidAt || packageExpiry(purchase.paidAt, entry.validityMonths) <= now)
      continue;
    const tiedExpert = expert?.uuid
      ? { uuid: expert.uuid, firstname: expert.firstname, lastname: expert.lastname }
      : null;
    const psychiatrist = expert ? PSYCHIATRY_TYPES.includes(expert.provider_type) : false;
    const orgTherapy = balances.some(
      (balance) =>
        balance.source === 'organisation_benefit' && balance.provider_types.includes('therapy'),
    );
    return {
      package: {
        package: {
          info: {
            id: entry.infoId,
            analytics: {
              package_type: entry.packageType,
              package_sub_type: entry.packageSubType,
            },
          },
        },
      },
      mytherapist: psychiatrist ? null : tiedExpert,
      mypsychiatrist: psychiatrist ? tiedExpert : null,
      package_coach_id: null,
      is_package_client: true,
      org_package_for: orgTherapy ? 'therapy' : null,
    };
  }
  return null;
}
