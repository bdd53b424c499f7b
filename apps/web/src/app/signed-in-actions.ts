import type { User } from '@kaizen/contracts';
import { loadCfConfig } from '../features/app-config/load-cf-config';
import { appVisibilityReceived } from '../features/app-config/slice';
import { postLoginSetup } from '../features/auth/post-login-setup';
import { loadPackageDetails } from '../features/commerce/load-package';
import { fetchAppVisibility } from '../features/providers/api';
import { claimStoredReferral, recordDocReferral } from '../features/referrals/claim';
import { loadAllProviders } from './care-team-actions';
import { selectedMember } from '../features/profile/selected-member';
import { loadProfiles } from './profile-actions';
import type { AppDispatch, AppStore } from './store';

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
 * SPEC §3 CF user and cf config, after the providers dropdown whose roles say who is one. For the
 * person acted for: a family member switched to (secondary token, which reloads the page) is
 * asked about afresh, and the account holder's answer does not apply to them meanwhile.
 */
async function loadCareFirst(store: AppStore, user: User): Promise<void> {
  const providers = await loadAllProviders(store.dispatch);
  await loadCfConfig(store, providers, `${user.uuid}/${selectedMember()?.uuid ?? 'self'}`);
}

/**
 * What a signed-in start needs: the providers dropdown and CF config, app visibility, profiles,
 * the SPEC §3 package, the setup action, and the referral hints of the landing address (a
 * friend's code, a doctor's referral).
 */
export async function startSignedIn(
  store: AppStore,
  user: User,
  options: { setUp: boolean },
): Promise<void> {
  const { dispatch } = store;
  if (options.setUp) postLoginSetup(user);
  await Promise.all([
    loadCareFirst(store, user),
    loadAppVisibility(dispatch),
    loadProfiles(dispatch),
    loadPackageDetails(dispatch),
    claimStoredReferral(),
    recordDocReferral(user),
  ]);
}
