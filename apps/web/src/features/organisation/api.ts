import {
  confirmMembershipEmailEndpoint,
  crnLinkEndpoint,
  entitlementBalancesEndpoint,
  joinOrganisationEndpoint,
  ownOrganisationEndpoint,
  partnerLinkEndpoint,
  partnerMetaInfoEndpoint,
  partnerTotpEnrolmentEndpoint,
  partnerTotpStatusEndpoint,
  verifyPartnerTotpEndpoint,
  type EntitlementBalance,
  type MemberPool,
  type OwnOrganisation,
  type PartnerTokenRequest,
  type PartnerMetaInfo,
  type TotpEnrolment,
  type TotpStatus,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

/** GET customers/organisation: the signed-in user's organisation and what it sponsors. */
export async function fetchOwnOrganisation(signal?: AbortSignal): Promise<OwnOrganisation> {
  return (await call(ownOrganisationEndpoint, { signal })).data;
}

/** GET customers/organisations_integration/{company}/meta_info (SPEC §7: data.data). */
export async function fetchPartnerMetaInfo(company: string): Promise<PartnerMetaInfo> {
  return (await call(partnerMetaInfoEndpoint, { params: { company } })).data;
}

/** POST customers/organisation/join: the signed-in user accepts an invitation link. */
export async function acceptOrganisationInvitation(invitation: string): Promise<string> {
  return (await call(joinOrganisationEndpoint, { body: { invitation } })).data.organisation_name;
}

/** POST b2b_link (SPEC §7): links the signed-in account to the organisation of a partner token. */
export async function linkPartnerAccount(request: PartnerTokenRequest): Promise<string> {
  return (await call(partnerLinkEndpoint, { body: request })).data.organisation_name;
}

/** POST customers/organisation/confirm_email: the link sent to a work address (no session). */
export async function confirmMembershipEmail(confirmation: string): Promise<string> {
  const answer = await call(confirmMembershipEmailEndpoint, { body: { confirmation } });
  return answer.data.organisation_name;
}

/** This year's sponsored credits, each the sum of its ledger. */
export async function fetchEntitlementBalances(
  signal?: AbortSignal,
): Promise<{ balances: EntitlementBalance[]; pools: MemberPool[] }> {
  const { data, pools } = await call(entitlementBalancesEndpoint, { signal });
  return { balances: data, pools };
}

/** Whether the member's organisation asks for an authenticator code on this device. */
export async function fetchTotpStatus(company: string, signal?: AbortSignal): Promise<TotpStatus> {
  return (await call(partnerTotpStatusEndpoint, { params: { company }, signal })).data;
}

/** A new authenticator secret for the member, shown this once. */
export async function startTotpEnrolment(company: string): Promise<TotpEnrolment> {
  return (await call(partnerTotpEnrolmentEndpoint, { params: { company } })).data;
}

/** POST verify_totp_code (SPEC §7: code); a wrong code answers 503 (SPEC §8). */
export async function verifyTotpCode(company: string, code: string): Promise<TotpStatus> {
  return (await call(verifyPartnerTotpEndpoint, { params: { company }, body: { code } })).data;
}

/** POST kli_crn_link: the signed-in customer links the CRN they arrived with (SPEC §4 fallback). */
export async function linkInsurerCrn(crn: string): Promise<string> {
  return (await call(crnLinkEndpoint, { body: { crn } })).data.organisation_name;
}
