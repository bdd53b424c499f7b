import {
  clearOrgCfBookingEndpoint,
  inviteMembersEndpoint,
  orgCfBookingEndpoint,
  orgConsoleEndpoint,
  orgMembersEndpoint,
  partnerKeyEndpoint,
  pendingInvitationsEndpoint,
  poolResizeEndpoint,
  resetMemberTotpEndpoint,
  revokeOrgMemberEndpoint,
  rotatePartnerSecretEndpoint,
  saveOrgCfBookingEndpoint,
  saveOrgSettingsEndpoint,
  type CfBookingRule,
  type CfBookingSetting,
  type OrgConsole,
  type OrgMember,
  type OrgPool,
  type OrgSettings,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// The organisation console's calls (api organisations/console-routes.ts).

export async function fetchConsole(signal?: AbortSignal): Promise<OrgConsole> {
  return (await call(orgConsoleEndpoint, { signal })).data;
}

export async function saveSettings(settings: OrgSettings): Promise<OrgConsole> {
  return (await call(saveOrgSettingsEndpoint, { body: settings })).data;
}

export async function fetchMembers(signal?: AbortSignal): Promise<OrgMember[]> {
  return (await call(orgMembersEndpoint, { signal })).data;
}

export async function revokeMember(uuid: string): Promise<void> {
  await call(revokeOrgMemberEndpoint, { params: { uuid } });
}

/** Partner TOTP: the member enrols their authenticator app again at their next visit. */
export async function resetMemberAuthenticator(uuid: string): Promise<void> {
  await call(resetMemberTotpEndpoint, { params: { uuid } });
}

export async function fetchPendingInvitations(signal?: AbortSignal) {
  return (await call(pendingInvitationsEndpoint, { signal })).data;
}

export async function inviteMembers(emails: string[]) {
  return (await call(inviteMembersEndpoint, { body: { emails } })).data;
}

export async function fetchPartnerKey(signal?: AbortSignal) {
  return (await call(partnerKeyEndpoint, { signal })).data;
}

/** A new partner secret, returned this once. */
export async function rotatePartnerSecret(claims: { issuer: string; audience: string }) {
  return (await call(rotatePartnerSecretEndpoint, { body: claims })).data;
}

/** The pool's size (sessions, or rupees for a money pool). */
export async function resizePool(benefitId: string, size: number): Promise<OrgPool[]> {
  return (await call(poolResizeEndpoint, { params: { id: benefitId }, body: { size } })).data;
}

/** The organisation's care-first booking rule (null: the CF default applies). */
export async function fetchCfBooking(signal?: AbortSignal): Promise<CfBookingSetting> {
  return (await call(orgCfBookingEndpoint, { signal })).data;
}

export async function saveCfBooking(rule: CfBookingRule): Promise<CfBookingSetting> {
  return (await call(saveOrgCfBookingEndpoint, { body: rule })).data;
}

export async function clearCfBooking(): Promise<CfBookingSetting> {
  return (await call(clearOrgCfBookingEndpoint)).data;
}
