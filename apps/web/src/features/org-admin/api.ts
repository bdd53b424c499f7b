import {
  cfBookingSettingResponseSchema,
  inviteMembersResponseSchema,
  partnerKeyResponseSchema,
  rotatePartnerSecretResponseSchema,
  orgConsoleResponseSchema,
  orgPoolsResponseSchema,
  orgMembersResponseSchema,
  pendingInvitationsResponseSchema,
  type CfBookingRule,
  type CfBookingSetting,
  type OrgConsole,
  type OrgMember,
  type OrgPool,
  type OrgSettings,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The organisation console's calls (api organisations/console-routes.ts).

export async function fetchConsole(signal?: AbortSignal): Promise<OrgConsole> {
  const response = await http.get('org-admin/organisation', { signal });
  return orgConsoleResponseSchema.parse(response.data).data;
}

export async function saveSettings(settings: OrgSettings): Promise<OrgConsole> {
  const response = await http.put('org-admin/organisation/settings', settings);
  return orgConsoleResponseSchema.parse(response.data).data;
}

export async function fetchMembers(signal?: AbortSignal): Promise<OrgMember[]> {
  const response = await http.get('org-admin/members', { signal });
  return orgMembersResponseSchema.parse(response.data).data;
}

export async function revokeMember(uuid: string): Promise<void> {
  await http.delete(`org-admin/members/${encodeURIComponent(uuid)}`);
}

/** Partner TOTP: the member enrols their authenticator app again at their next visit. */
export async function resetMemberAuthenticator(uuid: string): Promise<void> {
  await http.delete(`org-admin/members/${encodeURIComponent(uuid)}/totp`);
}

export async function fetchPendingInvitations(signal?: AbortSignal) {
  const response = await http.get('org-admin/invitations', { signal });
  return pendingInvitationsResponseSchema.parse(response.data).data;
}

export async function inviteMembers(emails: string[]) {
  const response = await http.post('org-admin/invitations', { emails });
  return inviteMembersResponseSchema.parse(response.data).data;
}

export async function fetchPartnerKey(signal?: AbortSignal) {
  const response = await http.get('org-admin/partner-key', { signal });
  return partnerKeyResponseSchema.parse(response.data).data;
}

/** A new partner secret, returned this once. */
export async function rotatePartnerSecret(claims: { issuer: string; audience: string }) {
  const response = await http.post('org-admin/partner-key/rotate', claims);
  return rotatePartnerSecretResponseSchema.parse(response.data).data;
}

/** PUT org-admin/benefits/{id}/pool: the pool's size (sessions, or rupees for a money pool). */
export async function resizePool(benefitId: string, size: number): Promise<OrgPool[]> {
  const response = await http.put(`org-admin/benefits/${encodeURIComponent(benefitId)}/pool`, {
    size,
  });
  return orgPoolsResponseSchema.parse(response.data).data;
}

/** The organisation's care-first booking rule (null: the CF default applies). */
export async function fetchCfBooking(signal?: AbortSignal): Promise<CfBookingSetting> {
  const response = await http.get('org-admin/cf-booking', { signal });
  return cfBookingSettingResponseSchema.parse(response.data).data;
}

export async function saveCfBooking(rule: CfBookingRule): Promise<CfBookingSetting> {
  const response = await http.put('org-admin/cf-booking', rule);
  return cfBookingSettingResponseSchema.parse(response.data).data;
}

export async function clearCfBooking(): Promise<CfBookingSetting> {
  const response = await http.delete('org-admin/cf-booking');
  return cfBookingSettingResponseSchema.parse(response.data).data;
}
