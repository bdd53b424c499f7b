import type { User } from '@kaizen/contracts';
import { appVisibilityReceived } from '../features/app-config/slice';
import { postLoginSetup } from '../features/auth/post-login-setup';
import { loadPackageDetails } from '../features/commerce/load-package';
import { fetchAppVisibility } from '../features/providers/api';
import { claimStoredReferral, recordDocReferral } from '../features/referrals/claim';
import { loadAllProviders } from './care-team-actions';
import { loadProfiles } from './profile-actions';
import type { AppDispatch } from './store';

/**
 * SPEC §4 app visibility at start-up, into the appConfig state area. On failure the SPEC §3
 * defaults (or the last answer, persisted) stay; the directory shows those.
 */
export async function loadAppVisibility(dispatch: AppDispatch): Promise<void> {
  try {
    dispatch(appVisibilityReceived(await fetchAppVisibility()));
  } catch {
    // Kept silent: the defaults are a working answer, and a 401 already ran the expiry rule.
  }
}

/**
 * What a signed-in start needs: the providers dropdown, app visibility, profiles, the SPEC §3 package, the
 * setup action, and the referral hints of the landing address (a friend's code, a doctor's
 * referral).
 */
export async function startSignedIn(
  dispatch: AppDispatch,
  user: User,
  options: { setUp: boolean },
): Promise<void> {
  if (options.setUp) postLoginSetup(user);
  await Promise.all([
    loadAllProviders(dispatch),
    loadAppVisibility(dispatch),
    loadProfiles(dispatch),
    loadPackageDetails(dispatch),
    claimStoredReferral(),
    recordDocReferral(user),
  ]);
}
