import {
  docReferralEndpoint,
  errorResponseSchema,
  referralClaimEndpoint,
  referralSummaryEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { claimReferral, ownSummary, updateDocReferral } from './service';

const refusals = {
  ...signedInRefusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** The signed-in person's referral code and friends, the claim, and SPEC §7's doctor referral. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    referralSummaryEndpoint.path,
    {
      schema: {
        tags: ['referrals'],
        summary: 'Own referral code (made on first use), link and referred friends',
        response: { 200: referralSummaryEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await ownSummary(app.db, request.user.id, app.config.PUBLIC_URL, app.clock.now()),
    }),
  );

  app.post(
    referralClaimEndpoint.path,
    {
      schema: {
        tags: ['referrals'],
        summary: 'A new account names the friend who referred them',
        body: referralClaimEndpoint.body,
        response: { 200: referralClaimEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await claimReferral(app.db, request.user.id, request.body.code, app.clock.now()),
    }),
  );

  app.get(
    docReferralEndpoint.path,
    {
      schema: {
        tags: ['referrals'],
        summary: 'SPEC §7: record that this person was referred by a doctor (idempotent)',
        params: docReferralEndpoint.params,
        querystring: docReferralEndpoint.query,
        response: { 200: docReferralEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await updateDocReferral(app.db, request.user, request.params.uuid, app.clock.now()),
    }),
  );
};
