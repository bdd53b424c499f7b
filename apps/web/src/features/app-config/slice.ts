import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_APP_VISIBILITY, type AppVisibility } from '@kaizen/contracts';

/** SPEC §3 app config state area (persisted under `kaizen`). */
export interface AppConfigState {
  appLoaded: boolean;
  hideBackBtn: boolean;
  appVisibility: AppVisibility;
  orgData: Record<string, unknown> | null;
  isCfUser: boolean;
  attributionsLoading: boolean;
  newPrivacyPolicyAccepted: boolean;
  cfUserConfig: Record<string, unknown> | null;
  newPrivacyPolicyData: Record<string, unknown> | null;
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
    orgDataReceived(state, action: PayloadAction<Record<string, unknown> | null>) {
      state.orgData = action.payload;
    },
    /** SPEC §4 Login checked privacy-policy consent: accepted, else what is new. */
    newPrivacyPolicyChecked(
      state,
      action: PayloadAction<{ accepted: boolean; data: Record<string, unknown> | null }>,
    ) {
      state.newPrivacyPolicyAccepted = action.payload.accepted;
      state.newPrivacyPolicyData = action.payload.data;
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
  orgDataReceived,
  newPrivacyPolicyChecked,
  appConfigReset,
} = appConfigSlice.actions;
export const appConfigReducer = appConfigSlice.reducer;

export const selectHideBackBtn = (state: { appConfig: AppConfigState }) =>
  state.appConfig.hideBackBtn;

export const selectAppVisibility = (state: { appConfig: AppConfigState }) =>
  state.appConfig.appVisibility;
