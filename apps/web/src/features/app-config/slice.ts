import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 app visibility; defaults: online therapy, psychiatry, couple therapy, communities. */
export interface AppVisibility {
  isTherapyOffered: boolean;
  isPsychiatryOffered: boolean;
  isTherapyOfferedOffline: boolean;
  isPsychiatryOfferedOffline: boolean;
  isCoupleTherapyOffered: boolean;
  isCoupleTherapyOfferedOffline: boolean;
  showCommunities: boolean;
  showAddMember: boolean;
  addedMemberCount: number;
  maxMemberCount: number;
}

export const DEFAULT_APP_VISIBILITY: AppVisibility = {
  isTherapyOffered: true,
  isPsychiatryOffered: true,
  isTherapyOfferedOffline: false,
  isPsychiatryOfferedOffline: false,
  isCoupleTherapyOffered: true,
  isCoupleTherapyOfferedOffline: false,
  showCommunities: true,
  showAddMember: false,
  addedMemberCount: 0,
  maxMemberCount: 0,
};

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
    appVisibilityReceived(state, action: PayloadAction<Partial<AppVisibility>>) {
      state.appVisibility = { ...state.appVisibility, ...action.payload };
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
