import type { Endpoint } from '../endpoint';
import {
  packageCatalogueResponseSchema,
  packageDetailsResponseSchema,
  packagePurchaseBodySchema,
  packagePurchaseParamsSchema,
  packagePurchaseResponseSchema,
  packagePurchasesResponseSchema,
} from '../commerce/packages';

/** Packages that can be bought. */
export const packageCatalogueEndpoint = {
  method: 'GET',
  path: '/customers/packages/catalogue',
  response: packageCatalogueResponseSchema,
} as const satisfies Endpoint;

/** The person's own packages, newest first, with the sessions left. */
export const ownPackagesEndpoint = {
  method: 'GET',
  path: '/customers/packages',
  response: packagePurchasesResponseSchema,
} as const satisfies Endpoint;

/** Buy a package: a pending purchase and its checkout URL (201). */
export const packagePurchaseEndpoint = {
  method: 'POST',
  path: '/customers/packages',
  body: packagePurchaseBodySchema,
  response: packagePurchaseResponseSchema,
} as const satisfies Endpoint;

/** One of the person's own packages (another person's is a 404). */
export const ownPackageEndpoint = {
  method: 'GET',
  path: '/customers/packages/:id',
  params: packagePurchaseParamsSchema,
  response: packagePurchaseResponseSchema,
} as const satisfies Endpoint;

/** Refund a package in full while none of its sessions is used (409 once one is). */
export const packageRefundEndpoint = {
  method: 'POST',
  path: '/customers/packages/:id/refund',
  params: packagePurchaseParamsSchema,
  response: packagePurchaseResponseSchema,
} as const satisfies Endpoint;

/** SPEC §3 package: the person's newest package with sessions left, or null. */
export const packageDetailsEndpoint = {
  method: 'GET',
  path: '/customers/package_details',
  response: packageDetailsResponseSchema,
} as const satisfies Endpoint;
