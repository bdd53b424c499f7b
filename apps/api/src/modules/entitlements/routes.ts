import {
  entitlementBalancesEndpoint,
  errorResponseSchema,
  ledgerEntriesEndpoint,
  ledgerEntryEndpoint,
  poolResizeEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { requireAdministered } from '../organisations/service';
import { resizePool } from './pools/pool-resize';
import { organisationPoolUsage, ownBalances, ownLedger, ownLedgerEntry, ownPools } from './service';

/** The signed-in person's sponsored credits and their ledger (endpoints in contracts endpoints/entitlements.ts). */
export const entitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    entitlementBalancesEndpoint.path,
    {
      schema: {
        tags: ['entitlements'],
        summary: "This year's sponsored credits, each the sum of its ledger entries",
        response: { 200: entitlementBalancesEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const data = await ownBalances(app.db, request.user, now);
      return { data, pools: await ownPools(app.db, request.user, now) };
    },
  );

  app.get(
    ledgerEntriesEndpoint.path,
    {
      schema: {
        tags: ['entitlements'],
        summary: 'Every ledger entry of the person, newest first',
        response: { 200: ledgerEntriesEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownLedger(app.db, request.user, app.clock.now()) }),
  );

  app.get(
    ledgerEntryEndpoint.path,
    {
      schema: {
        tags: ['entitlements'],
        summary: "One ledger entry of the person's own (another person's is a 404)",
        params: ledgerEntryEndpoint.params,
        response: {
          200: ledgerEntryEndpoint.response,
          ...signedInRefusals,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await ownLedgerEntry(app.db, request.user, request.params.id),
    }),
  );

  // The organisation console resizes a shared pool: 404 unless the caller administers the
  // organisation whose benefit it is; 422 below what is used or held this year.
  app.put(
    poolResizeEndpoint.path,
    {
      schema: {
        tags: ['organisation console'],
        summary: "Resize a benefit's shared pool (an adjustment entry); answers every pool",
        params: poolResizeEndpoint.params,
        body: poolResizeEndpoint.body,
        response: {
          200: poolResizeEndpoint.response,
          ...signedInRefusals,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      const now = app.clock.now();
      await resizePool(app.db, organisation.id, request.params.id, request.body.size, now);
      return { data: await organisationPoolUsage(app.db, organisation.id, now) };
    },
  );
};
