import { createSlice } from '@reduxjs/toolkit';

/** SPEC §3 disclaimer state area (persisted under `kaizen`). */
interface DisclaimerState {
  shown: boolean;
}

export const initialDisclaimerState: DisclaimerState = { shown: false };

const disclaimerSlice = createSlice({
  name: 'disclaimer',
  initialState: initialDisclaimerState,
  reducers: {
    disclaimerShown(state) {
      state.shown = true;
    },
  },
});

export const { disclaimerShown } = disclaimerSlice.actions;
export const disclaimerReducer = disclaimerSlice.reducer;
