import {
  entitlementBalancesResponseSchema,
  errorResponseSchema,
  ledgerEntriesResponseSchema,
  ledgerEntryParamsSchema,
  ledgerEntryResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { ownBalances, ownLedger, ownLedgerEntry } from './service';

/** The signed-in person's sponsored credits and their ledger (paths in contracts/entitlements.ts). */
export const entitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/entitlements',
    {
      schema: {
        tags: ['entitlements'],
        summary: "This year's sponsored credits, each the sum of its ledger entries",
        response: { 200: entitlementBalancesResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await ownBalances(app.db, request.user, app.clock.now()),
    }),
  );

  app.get(
    '/customers/entitlements/ledger',
    {
      schema: {
        tags: ['entitlements'],
        summary: 'Every ledger entry of the person, newest first',
        response: { 200: ledgerEntriesResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await ownLedger(app.db, request.user, app.clock.now()) }),
  );

  app.get(
    '/customers/entitlements/ledger/:id',
    {
      schema: {
        tags: ['entitlements'],
        summary: "One ledger entry of the person's own (another person's is a 404)",
        params: ledgerEntryParamsSchema,
        response: { 200: ledgerEntryResponseSchema, ...signedInRefusals, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await ownLedgerEntry(app.db, request.user, request.params.id),
    }),
  );
};
