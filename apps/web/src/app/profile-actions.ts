import { profilesFailed, profilesReceived, profilesRequested } from '../features/auth/slice';
import { fetchProfiles } from '../features/profile/profiles-api';
import { forgetSelectedMember, selectedMember } from '../features/profile/selected-member';
import type { AppDispatch } from './store';

/**
 * SPEC §4 start-up "logged-in users fetch ... profiles" (and again after a member is added): the
 * auth state's profiles and isMultiProfileUser. A remembered member who is no longer among them
 * is forgotten, so care is never booked for someone this account cannot act for.
 */
export async function loadProfiles(dispatch: AppDispatch): Promise<void> {
  dispatch(profilesRequested());
  try {
    const answer = await fetchProfiles();
    dispatch(
      profilesReceived({ profiles: answer.data, isMulti: answer.meta.is_multi_profile_user }),
    );
    const member = selectedMember();
    if (
      member &&
      !answer.data.some((profile) => profile.uuid === member.uuid && !profile.is_primary)
    ) {
      forgetSelectedMember();
    }
  } catch {
    // Kept silent like app visibility: the profile page offers a retry, a 401 ran the expiry rule.
    dispatch(profilesFailed());
  }
}
