import {
  ownPackagesEndpoint,
  packageCatalogueEndpoint,
  packageDetailsEndpoint,
  packagePurchaseEndpoint,
  packageRefundEndpoint,
  type Package,
  type PackageDetails,
  type PackagePurchase,
  type PackagePurchaseBody,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// Packages (issue 11): the catalogue, the person's purchases and buying one (endpoints in
// contracts endpoints/packages.ts).

export async function fetchPackageCatalogue(signal?: AbortSignal): Promise<Package[]> {
  return (await call(packageCatalogueEndpoint, { signal })).data;
}

export async function fetchOwnPackages(signal?: AbortSignal): Promise<PackagePurchase[]> {
  return (await call(ownPackagesEndpoint, { signal })).data;
}

/** A pending purchase with the checkout URL to pay at. */
export async function startPackagePurchase(body: PackagePurchaseBody): Promise<PackagePurchase> {
  return (await call(packagePurchaseEndpoint, { body })).data;
}

/** Refunds an unused package in full (409 once a session of it is used). */
export async function refundPackage(id: string): Promise<PackagePurchase> {
  return (await call(packageRefundEndpoint, { params: { id } })).data;
}

/** SPEC §3 package details for the persisted `package` state area (null: no live package). */
export async function fetchPackageDetails(): Promise<PackageDetails | null> {
  return (await call(packageDetailsEndpoint)).data;
}
