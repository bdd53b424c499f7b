import {
  packageCatalogueResponseSchema,
  packageDetailsResponseSchema,
  packagePurchaseResponseSchema,
  packagePurchasesResponseSchema,
  type Package,
  type PackageDetails,
  type PackagePurchase,
  type PackagePurchaseBody,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// Packages (issue 11): the catalogue, the person's purchases and buying one (contracts/packages.ts).

export async function fetchPackageCatalogue(signal?: AbortSignal): Promise<Package[]> {
  const response = await http.get('customers/packages/catalogue', { signal });
  return packageCatalogueResponseSchema.parse(response.data).data;
}

export async function fetchOwnPackages(signal?: AbortSignal): Promise<PackagePurchase[]> {
  const response = await http.get('customers/packages', { signal });
  return packagePurchasesResponseSchema.parse(response.data).data;
}

/** A pending purchase with the checkout URL to pay at. */
export async function startPackagePurchase(body: PackagePurchaseBody): Promise<PackagePurchase> {
  const response = await http.post('customers/packages', body);
  return packagePurchaseResponseSchema.parse(response.data).data;
}

/** Refunds an unused package in full (409 once a session of it is used). */
export async function refundPackage(id: string): Promise<PackagePurchase> {
  const response = await http.post(`customers/packages/${encodeURIComponent(id)}/refund`);
  return packagePurchaseResponseSchema.parse(response.data).data;
}

/** SPEC §3 package details for the persisted `package` state area (null: no live package). */
export async function fetchPackageDetails(): Promise<PackageDetails | null> {
  const response = await http.get('customers/package_details');
  return packageDetailsResponseSchema.parse(response.data).data;
}
