import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { hideBackBtnSet } from '../../features/app-config/slice';
import { platformSet } from '../../features/auth/slice';
import { keepClickId } from '../../lib/analytics/click-attribution';
import { isTrue, type StartParams } from '../../lib/query-params';
import { localStore, sessionStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

/**
 * hideBackBtn lives in the persisted appConfig area: it is set once the stored copy has been
 * restored, or the restore would put back the previous visit's value.
 */
export function applyPersistedStartParams(params: StartParams, dispatch: Dispatch<UnknownAction>) {
  if (params.hideBackBtn) dispatch(hideBackBtnSet(isTrue(params.hideBackBtn)));
}

/**
 * Keeps what the start parameters say about this visit (SPEC §2): the platform (native shell or
 * web), the back-button choice (AppLayout hides back links), skip_analytics for the analytics gate
 * (lib/analytics/gate.ts), the company (looked up by start-up/company.ts), the ad click id (kept
 * with attribution) and whether profile editing is disabled (ProfileRoute).
 */
export function applyStartParams(params: StartParams, dispatch: Dispatch<UnknownAction>) {
  if (params.platform) localStore.setItem(StorageKey.platform, params.platform);
  const platform = localStore.getItem(StorageKey.platform);
  if (platform) dispatch(platformSet(platform));
  if (params.skip_analytics) localStore.setItem(StorageKey.skipAnalytics, params.skip_analytics);
  if (params.company) localStore.setItem(StorageKey.company, params.company);
  if (params.clickid) keepClickId(params.clickid);
  if (params.isDisableEdit) sessionStore.setItem(StorageKey.isDisableEdit, params.isDisableEdit);
}
