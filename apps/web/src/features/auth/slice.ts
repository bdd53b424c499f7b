import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceInfo, MyProvider, Profile, User } from '@kaizen/contracts';

/** SPEC §3 partner meta info. */
interface PartnerMetaInfo {
  company_profile: { name: string; uuid: string; short_code: string };
  feature_flags: { show_card_dashboard?: boolean };
}

/** The signed-in identity of the realtime database (SPEC §4 login: custom-token sign-in). */
interface RealtimeUser {
  uid: string;
  token: string;
}

/** SPEC §3 auth state area. */
export interface AuthState {
  user: User | null;
  firebaseUser: RealtimeUser | null;
  error: string | null;
  loading: boolean;
  platform: string | null;
  partnerMetaInfo: PartnerMetaInfo | null;
  updatingProfile: boolean;
  /** SPEC §7 GET profiles: the account holder first, then the members they care for. */
  profiles: Profile[];
  isMultiProfileUser: boolean;
  deviceInfo: DeviceInfo | null;
  profilesLoading: boolean;
  /** SPEC §4 login: the providers dropdown (my_providers_dropdown_v2, provider_type=all). */
  allProviders: MyProvider[];
  loadingAllProviders: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  firebaseUser: null,
  error: null,
  // Start-up auth (SPEC §4) decides first; until then the full-screen loader shows.
  loading: true,
  platform: null,
  partnerMetaInfo: null,
  updatingProfile: false,
  profiles: [],
  isMultiProfileUser: false,
  deviceInfo: null,
  profilesLoading: false,
  allProviders: [],
  loadingAllProviders: false,
};

/** The session ended (logout here, in another tab, or expiry): every state area resets. */
export const sessionEnded = createAction('session/ended');

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authLoadingStarted(state) {
      state.loading = true;
    },
    authLoadingFinished(state) {
      state.loading = false;
    },
    userReceived(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.firebaseUser = { uid: action.payload.firebaseid, token: action.payload.fb_token };
      state.error = null;
      state.loading = false;
    },
    /** SPEC §4 validation failure: loading false and auth state cleared. */
    authCleared(state) {
      return { ...initialAuthState, loading: false, platform: state.platform };
    },
    /** SPEC §3 partner meta info of the `company` the app was opened for. */
    partnerMetaInfoReceived(state, action: PayloadAction<PartnerMetaInfo>) {
      state.partnerMetaInfo = action.payload;
    },
    platformSet(state, action: PayloadAction<string>) {
      state.platform = action.payload;
    },
    deviceInfoSet(state, action: PayloadAction<DeviceInfo>) {
      state.deviceInfo = action.payload;
    },
    profileUpdateStarted(state) {
      state.updatingProfile = true;
    },
    /** A save ended: with the saved user, or undefined when it failed. */
    profileUpdateFinished(state, action: PayloadAction<User | undefined>) {
      state.updatingProfile = false;
      if (action.payload) state.user = action.payload;
    },
    profilesRequested(state) {
      state.profilesLoading = true;
    },
    profilesReceived(state, action: PayloadAction<{ profiles: Profile[]; isMulti: boolean }>) {
      state.profiles = action.payload.profiles;
      state.isMultiProfileUser = action.payload.isMulti;
      state.profilesLoading = false;
    },
    profilesFailed(state) {
      state.profilesLoading = false;
    },
    allProvidersRequested(state) {
      state.loadingAllProviders = true;
    },
    /** SPEC §8: a failed dropdown leaves the list empty (the caller shows the message). */
    allProvidersReceived(state, action: PayloadAction<MyProvider[]>) {
      state.allProviders = action.payload;
      state.loadingAllProviders = false;
    },
    /** The person has seen a newly assigned provider (update_temp_flag answered it). */
    providerAcknowledged(state, action: PayloadAction<MyProvider>) {
      const seen = action.payload;
      state.allProviders = state.allProviders.map((provider) =>
        provider.uuid === seen.uuid && provider.provider_type === seen.provider_type
          ? seen
          : provider,
      );
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => ({
      ...initialAuthState,
      loading: false,
      platform: state.platform,
      deviceInfo: state.deviceInfo,
    }));
  },
});

export const {
  authLoadingStarted,
  authLoadingFinished,
  userReceived,
  authCleared,
  platformSet,
  partnerMetaInfoReceived,
  deviceInfoSet,
  profileUpdateStarted,
  profileUpdateFinished,
  allProvidersRequested,
  allProvidersReceived,
  providerAcknowledged,
  profilesRequested,
  profilesReceived,
  profilesFailed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

export type AuthRootState = { auth: AuthState };
export const selectAuth = (state: AuthRootState) => state.auth;
export const selectUser = (state: AuthRootState) => state.auth.user;
export const selectAuthLoading = (state: AuthRootState) => state.auth.loading;
export const selectShowCardDashboard = (state: AuthRootState) =>
  state.auth.partnerMetaInfo?.feature_flags.show_card_dashboard === true;
export const selectAllProviders = (state: AuthRootState) => state.auth.allProviders;
export const selectLoadingAllProviders = (state: AuthRootState) => state.auth.loadingAllProviders;
export const selectProfiles = (state: AuthRootState) => state.auth.profiles;
