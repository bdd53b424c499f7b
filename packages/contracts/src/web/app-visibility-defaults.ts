import type { AppVisibility } from '../providers/clinics';

/**
 * SPEC §3 app visibility defaults: therapy, psychiatry, couple therapy and communities online;
 * offline off; no adding members. Also what the web uses until (or when) the call answers.
 */
export const DEFAULT_APP_VISIBILITY: AppVisibility = {
  is_therapy_offered: true,
  is_psychiatry_offered: true,
  is_therapy_offered_offline: false,
  is_psychiatry_offered_offline: false,
  is_couple_therapy_offered: true,
  is_couple_therapy_offered_offline: false,
  showaddmember: false,
  showcommunities: true,
  added_member_count: 0,
  max_member_count: 0,
};
