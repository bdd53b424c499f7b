import {
  addMemberEndpoint,
  endProfileSessionEndpoint,
  profileSessionEndpoint,
  profilesEndpoint,
  registrationFormEndpoint,
  removeMemberEndpoint,
  saveRegistrationFormEndpoint,
  SECONDARY_PROFILE_TOKEN_HEADER,
  urlOf,
  type AddMemberRequest,
  type Profile,
  type ProfilesResponse,
  type RegistrationForm,
  type RegistrationFormRequest,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { forgetSelectedMember, selectedMember, selectionChanged } from './selected-member';

/** SPEC §7 GET profiles: the account holder and the members they care for. */
export async function fetchProfiles(): Promise<ProfilesResponse> {
  return call(profilesEndpoint);
}

export async function addMember(request: AddMemberRequest): Promise<Profile> {
  return (await call(addMemberEndpoint, { body: request })).data;
}

/**
 * Removes a member from the account; when this device was acting for them, it acts for the
 * account holder again (the server has ended every switch to them).
 */
export async function removeMember(uuid: string): Promise<{ wasSelected: boolean }> {
  await call(removeMemberEndpoint, { params: { uuid } });
  const wasSelected = selectedMember()?.uuid === uuid;
  if (wasSelected) forgetSelectedMember();
  return { wasSelected };
}

/**
 * Switch to a member: the answer's secondary-profile-access-token header is kept (SPEC §3
 * secondary_token) and the HTTP client sends it on every request from then on (SPEC §7).
 */
export async function switchToMember(uuid: string): Promise<Profile> {
  // The answer's header is needed as well as its body, so the call goes through http itself.
  const response = await http.post(urlOf(profileSessionEndpoint, { uuid }));
  const profile = profileSessionEndpoint.response.parse(response.data).data;
  const token: unknown = response.headers[SECONDARY_PROFILE_TOKEN_HEADER];
  if (typeof token !== 'string' || !token) throw new Error('No secondary profile token');
  localStore.setItem(StorageKey.secondaryToken, token);
  localStore.setItem(StorageKey.secondaryProfile, JSON.stringify(profile));
  selectionChanged();
  return profile;
}

/** SPEC §7 DELETE profile session, then the local secondary_token is removed. */
export async function switchBackToAccount(): Promise<void> {
  try {
    await call(endProfileSessionEndpoint);
  } finally {
    forgetSelectedMember();
  }
}

export async function fetchRegistrationForm(): Promise<RegistrationForm> {
  return (await call(registrationFormEndpoint)).data;
}

export async function saveRegistrationForm(
  request: RegistrationFormRequest,
): Promise<RegistrationForm> {
  return (await call(saveRegistrationFormEndpoint, { body: request })).data;
}
