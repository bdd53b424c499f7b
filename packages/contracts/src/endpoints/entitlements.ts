import type { Endpoint } from '../endpoint';
import {
  entitlementBalancesResponseSchema,
  ledgerEntriesResponseSchema,
  ledgerEntryParamsSchema,
  ledgerEntryResponseSchema,
} from '../commerce/entitlements';
import {
  orgPoolsResponseSchema,
  poolParamsSchema,
  poolSizeRequestSchema,
} from '../organisations/org-admin';

/** This year's sponsored credits, each the sum of its ledger entries, and the member's pools. */
export const entitlementBalancesEndpoint = {
  method: 'GET',
  path: '/customers/entitlements',
  response: entitlementBalancesResponseSchema,
} as const satisfies Endpoint;

/** Every ledger entry of the person, newest first. */
export const ledgerEntriesEndpoint = {
  method: 'GET',
  path: '/customers/entitlements/ledger',
  response: ledgerEntriesResponseSchema,
} as const satisfies Endpoint;

/** One ledger entry of the person's own (another person's is a 404). */
export const ledgerEntryEndpoint = {
  method: 'GET',
  path: '/customers/entitlements/ledger/:id',
  params: ledgerEntryParamsSchema,
  response: ledgerEntryResponseSchema,
} as const satisfies Endpoint;

/**
 * The organisation console resizes a benefit's shared pool (sessions, or rupees for a money pool);
 * a change mid-year is an adjustment entry of the ledger. Answers every pool.
 */
export const poolResizeEndpoint = {
  method: 'PUT',
  path: '/org-admin/benefits/:id/pool',
  params: poolParamsSchema,
  body: poolSizeRequestSchema,
  response: orgPoolsResponseSchema,
} as const satisfies Endpoint;
