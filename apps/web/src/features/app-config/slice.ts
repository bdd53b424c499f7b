import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_APP_VISIBILITY,
  isCfBookingConfig,
  type AppVisibility,
  type CfBookingConfig,
} from '@kaizen/contracts';

/** SPEC §3 cf configs: the booking config, or `{}` (not a CF user, or the call failed). */
export type CfUserConfig = CfBookingConfig | Record<string, never>;

/** SPEC §3 app config state area (persisted under `kaizen`). */
export interface AppConfigState {
  appLoaded: boolean;
  hideBackBtn: boolean;
  appVisibility: AppVisibility;
  orgData: Record<string, unknown> | null;
  isCfUser: boolean;
  attributionsLoading: boolean;
  newPrivacyPolicyAccepted: boolean;
  cfUserConfig: CfUserConfig | null;
  newPrivacyPolicyData: Record<string, unknown> | null;
  /**
   * Whom isCfUser and cfUserConfig describe (the account and the family member acted for): the
   * area is persisted, so after a profile switch the other person's answer must not apply.
   */
  cfConfigFor: string | null;
}

export const initialAppConfigState: AppConfigState = {
  appLoaded: false,
  hideBackBtn: false,
  appVisibility: DEFAULT_APP_VISIBILITY,
  orgData: null,
  isCfUser: false,
  attributionsLoading: false,
  newPrivacyPolicyAccepted: false,
  cfUserConfig: null,
  newPrivacyPolicyData: null,
  cfConfigFor: null,
};

const appConfigSlice = createSlice({
  name: 'appConfig',
  initialState: initialAppConfigState,
  reducers: {
    appLoaded(state) {
      state.appLoaded = true;
    },
    hideBackBtnSet(state, action: PayloadAction<boolean>) {
      state.hideBackBtn = action.payload;
    },
    /** SPEC §4 start-up: a signed-in user's app visibility v2 (SPEC §3 defaults until then). */
    appVisibilityReceived(state, action: PayloadAction<AppVisibility>) {
      state.appVisibility = action.payload;
    },
    /** SPEC §4 Login checked privacy-policy consent: accepted, else what is new. */
    newPrivacyPolicyChecked(
      state,
      action: PayloadAction<{ accepted: boolean; data: Record<string, unknown> | null }>,
    ) {
      state.newPrivacyPolicyAccepted = action.payload.accepted;
      state.newPrivacyPolicyData = action.payload.data;
    },
    /** Another person's answer is in the persisted state: nothing is known for this one yet. */
    cfConfigCleared(state, action: PayloadAction<string>) {
      state.isCfUser = false;
      state.cfUserConfig = null;
      state.cfConfigFor = action.payload;
    },
    /** SPEC §3: CF user by the providers' roles; their cf config (`{}` when the call failed). */
    cfConfigReceived(
      state,
      action: PayloadAction<{ for: string; isCfUser: boolean; config: CfUserConfig }>,
    ) {
      // An answer for someone else (the profile changed while it was on its way) is dropped.
      if (state.cfConfigFor && state.cfConfigFor !== action.payload.for) return;
      state.isCfUser = action.payload.isCfUser;
      state.cfUserConfig = action.payload.config;
      state.cfConfigFor = action.payload.for;
    },
    /** A session ended: user-specific config goes; how the shell set the app up stays. */
    appConfigReset(state) {
      return {
        ...initialAppConfigState,
        appLoaded: state.appLoaded,
        hideBackBtn: state.hideBackBtn,
      };
    },
  },
});

export const {
  appLoaded,
  hideBackBtnSet,
  appVisibilityReceived,
  newPrivacyPolicyChecked,
  cfConfigCleared,
  cfConfigReceived,
  appConfigReset,
} = appConfigSlice.actions;
export const appConfigReducer = appConfigSlice.reducer;

export const selectHideBackBtn = (state: { appConfig: AppConfigState }) =>
  state.appConfig.hideBackBtn;

export const selectAppVisibility = (state: { appConfig: AppConfigState }) =>
  state.appConfig.appVisibility;

/** What a CF user may book, or null when nothing is narrowed (not a CF user, or not known). */
export const selectCfBookingConfig = (state: { appConfig: AppConfigState }) =>
  state.appConfig.isCfUser && isCfBookingConfig(state.appConfig.cfUserConfig)
    ? state.appConfig.cfUserConfig
    : null;
