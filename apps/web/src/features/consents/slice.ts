import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Consents, PrivacyPolicyStatus } from '@kaizen/contracts';

/**
 * SPEC §3 consent state area (consents, loadingConsents), plus the privacy-policy check of SPEC
 * §4 Login: `pending` lists the policies whose current version the person has yet to accept
 * (the blocking modal shows them). Not persisted; reset when the session ends.
 */
export interface ConsentState {
  consents: Consents | null;
  loadingConsents: boolean;
  /** null until checked for this session. */
  privacyStatus: PrivacyPolicyStatus | null;
  /** Moves on every acceptance, so a screen showing the consents loads them again. */
  revision: number;
}

export const initialConsentState: ConsentState = {
  consents: null,
  loadingConsents: false,
  privacyStatus: null,
  revision: 0,
};

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    consentsLoading(state) {
      state.loadingConsents = true;
    },
    consentsReceived(state, action: PayloadAction<Consents>) {
      state.consents = action.payload;
      state.loadingConsents = false;
      // Withdrawing changes what must be accepted: the next check asks the server again.
      state.privacyStatus = null;
    },
    consentsFailed(state) {
      state.loadingConsents = false;
    },
    privacyStatusReceived(state, action: PayloadAction<PrivacyPolicyStatus>) {
      state.privacyStatus = action.payload;
    },
    policiesAccepted(state, action: PayloadAction<PrivacyPolicyStatus>) {
      state.privacyStatus = action.payload;
      state.revision += 1;
    },
  },
});

export const {
  consentsLoading,
  consentsReceived,
  consentsFailed,
  privacyStatusReceived,
  policiesAccepted,
} = consentSlice.actions;
export const consentReducer = consentSlice.reducer;

type State = { consent: ConsentState };
export const selectConsents = (state: State) => state.consent.consents;
export const selectLoadingConsents = (state: State) => state.consent.loadingConsents;
export const selectPrivacyStatus = (state: State) => state.consent.privacyStatus;
export const selectConsentRevision = (state: State) => state.consent.revision;
