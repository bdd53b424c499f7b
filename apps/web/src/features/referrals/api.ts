import {
  docReferralResponseSchema,
  referralClaimResponseSchema,
  referralSummaryResponseSchema,
  type ReferralSummary,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

export async function fetchReferrals(signal?: AbortSignal): Promise<ReferralSummary> {
  const response = await http.get('referrals', { signal });
  return referralSummaryResponseSchema.parse(response.data).data;
}

/** POST referrals/claim: the new account names the friend whose link it came through. */
export async function claimReferral(code: string): Promise<string> {
  const response = await http.post('referrals/claim', { code });
  return referralClaimResponseSchema.parse(response.data).data.referrer_firstname;
}

/** SPEC §7 GET {uuid}/update_doc_referral?doc_referral=true. */
export async function updateDocReferral(uuid: string): Promise<void> {
  const response = await http.get(`${encodeURIComponent(uuid)}/update_doc_referral`, {
    params: { doc_referral: 'true' },
  });
  docReferralResponseSchema.parse(response.data);
}
