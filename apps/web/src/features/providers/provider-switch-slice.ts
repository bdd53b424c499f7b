import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 provider switch state area (persisted under `kaizen`). */
export interface ProviderSwitchState {
  providerTypeModal: boolean;
  isLoading: boolean;
  selectedProvider: string | null;
  currentProvider: string | null;
  switchReason: string | null;
  providerTaggingDetails: Record<string, unknown> | null;
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
    providerSelected(state, action: PayloadAction<string | null>) {
      state.selectedProvider = action.payload;
    },
    switchReasonSet(state, action: PayloadAction<string | null>) {
      state.switchReason = action.payload;
    },
  },
});

export const { providerTypeModalToggled, providerSelected, switchReasonSet } =
  providerSwitchSlice.actions;
export const providerSwitchReducer = providerSwitchSlice.reducer;
