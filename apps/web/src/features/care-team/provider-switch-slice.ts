import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderTagging, SwitchableProviderType, SwitchReasonCode } from '@kaizen/contracts';

/** Who a switch leaves or joins: enough to name them without another call. */
export interface SwitchParty {
  uuid: string;
  firstname: string;
  lastname: string;
}

/**
 * SPEC §3 provider switch state area (persisted under `kaizen`, so a half-finished change
 * survives a reload): the type-choice modal, the provider being left (`currentProvider`, with
 * its type), the reason, the chosen provider and the API's tagging details.
 */
export interface ProviderSwitchState {
  providerTypeModal: boolean;
  isLoading: boolean;
  selectedProvider: SwitchParty | null;
  currentProvider: (SwitchParty & { provider_type: SwitchableProviderType }) | null;
  switchReason: { code: SwitchReasonCode; text: string } | null;
  providerTaggingDetails: ProviderTagging[] | null;
  providerTaggingLoading: boolean;
}

export const initialProviderSwitchState: ProviderSwitchState = {
  providerTypeModal: false,
  isLoading: false,
  selectedProvider: null,
  currentProvider: null,
  switchReason: null,
  providerTaggingDetails: null,
  providerTaggingLoading: false,
};

const providerSwitchSlice = createSlice({
  name: 'providerSwitch',
  initialState: initialProviderSwitchState,
  reducers: {
    providerTypeModalToggled(state, action: PayloadAction<boolean>) {
      state.providerTypeModal = action.payload;
    },
    taggingRequested(state) {
      state.providerTaggingLoading = true;
    },
    taggingReceived(state, action: PayloadAction<ProviderTagging[] | null>) {
      state.providerTaggingLoading = false;
      state.providerTaggingDetails = action.payload;
    },
    /** The person picked the provider to leave: the flow starts over from the reason. */
    currentProviderChosen(state, action: PayloadAction<ProviderSwitchState['currentProvider']>) {
      state.currentProvider = action.payload;
      state.providerTypeModal = false;
      state.selectedProvider = null;
      state.switchReason = null;
    },
    switchReasonSet(state, action: PayloadAction<ProviderSwitchState['switchReason']>) {
      state.switchReason = action.payload;
    },
    providerSelected(state, action: PayloadAction<SwitchParty | null>) {
      state.selectedProvider = action.payload;
    },
    switchSubmitting(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
    /** Done or abandoned: nothing of the flow is kept (the tagging is reloaded after a switch). */
    switchFlowClosed(state) {
      return {
        ...initialProviderSwitchState,
        providerTaggingDetails: state.providerTaggingDetails,
      };
    },
  },
});

export const {
  providerTypeModalToggled,
  taggingRequested,
  taggingReceived,
  currentProviderChosen,
  switchReasonSet,
  providerSelected,
  switchSubmitting,
  switchFlowClosed,
} = providerSwitchSlice.actions;
export const providerSwitchReducer = providerSwitchSlice.reducer;
