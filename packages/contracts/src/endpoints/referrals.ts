import type { Endpoint } from '../endpoint';
import {
  docReferralParamsSchema,
  docReferralQuerySchema,
  docReferralResponseSchema,
  referralClaimBodySchema,
  referralClaimResponseSchema,
  referralSummaryResponseSchema,
} from '../commerce/referrals';

/** The signed-in person's referral code, link and referred friends. */
export const referralSummaryEndpoint = {
  method: 'GET',
  path: '/referrals',
  response: referralSummaryResponseSchema,
} as const satisfies Endpoint;

/** A new account names the friend whose link it came through. */
export const referralClaimEndpoint = {
  method: 'POST',
  path: '/referrals/claim',
  body: referralClaimBodySchema,
  response: referralClaimResponseSchema,
} as const satisfies Endpoint;

/** SPEC §7: record that this person was referred by a doctor (idempotent). */
export const docReferralEndpoint = {
  method: 'GET',
  path: '/:uuid/update_doc_referral',
  params: docReferralParamsSchema,
  query: docReferralQuerySchema,
  response: docReferralResponseSchema,
} as const satisfies Endpoint;
