import {
  entitlementBalancesResponseSchema,
  membershipResponseSchema,
  ownOrganisationResponseSchema,
  partnerMetaInfoResponseSchema,
  type EntitlementBalance,
  type OwnOrganisation,
  type PartnerTokenRequest,
  type PartnerMetaInfo,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET customers/organisation: the signed-in user's organisation and what it sponsors. */
export async function fetchOwnOrganisation(signal?: AbortSignal): Promise<OwnOrganisation> {
  const response = await http.get('customers/organisation', { signal });
  return ownOrganisationResponseSchema.parse(response.data).data;
}

/** GET customers/organisations_integration/{company}/meta_info (SPEC §7: data.data). */
export async function fetchPartnerMetaInfo(company: string): Promise<PartnerMetaInfo> {
  const response = await http.get(
    `customers/organisations_integration/${encodeURIComponent(company)}/meta_info`,
  );
  return partnerMetaInfoResponseSchema.parse(response.data).data;
}

/** POST customers/organisation/join: the signed-in user accepts an invitation link. */
export async function acceptOrganisationInvitation(invitation: string): Promise<string> {
  const response = await http.post('customers/organisation/join', { invitation });
  return membershipResponseSchema.parse(response.data).data.organisation_name;
}

/** POST b2b_link (SPEC §7): links the signed-in account to the organisation of a partner token. */
export async function linkPartnerAccount(request: PartnerTokenRequest): Promise<string> {
  const response = await http.post('b2b_link', request);
  return membershipResponseSchema.parse(response.data).data.organisation_name;
}

/** POST customers/organisation/confirm_email: the link sent to a work address (no session). */
export async function confirmMembershipEmail(confirmation: string): Promise<string> {
  const response = await http.post('customers/organisation/confirm_email', { confirmation });
  return membershipResponseSchema.parse(response.data).data.organisation_name;
}

/** GET customers/entitlements: this year's sponsored credits, each the sum of its ledger. */
export async function fetchEntitlementBalances(
  signal?: AbortSignal,
): Promise<EntitlementBalance[]> {
  const response = await http.get('customers/entitlements', { signal });
  return entitlementBalancesResponseSchema.parse(response.data).data;
}
