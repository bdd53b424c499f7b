import {
  docReferralEndpoint,
  referralClaimEndpoint,
  referralSummaryEndpoint,
  type ReferralSummary,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

export async function fetchReferrals(signal?: AbortSignal): Promise<ReferralSummary> {
  return (await call(referralSummaryEndpoint, { signal })).data;
}

/** The new account names the friend whose link it came through. */
export async function claimReferral(code: string): Promise<string> {
  return (await call(referralClaimEndpoint, { body: { code } })).data.referrer_firstname;
}

/** SPEC §7 GET {uuid}/update_doc_referral?doc_referral=true. */
export async function updateDocReferral(uuid: string): Promise<void> {
  await call(docReferralEndpoint, { params: { uuid }, query: { doc_referral: 'true' } });
}
