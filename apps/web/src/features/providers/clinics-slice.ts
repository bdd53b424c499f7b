import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Clinic } from '@kaizen/contracts';
import { addStateArea } from '../../lib/state-areas';

/** SPEC §3 clinics state area. */
export interface ClinicsState {
  clinics: Clinic[];
  isLoading: boolean;
}

const initialClinicsState: ClinicsState = { clinics: [], isLoading: false };

/** SPEC §4: clinic locations load when the list is empty; SPEC §7: a failure is an empty list. */
export const loadClinics = createAsyncThunk<Clinic[], void, { state: { clinics: ClinicsState } }>(
  'clinics/load',
  async (_, { signal }) => {
    try {
      // Loaded on first use, like the providers' calls (see slice.ts).
      const { fetchClinics } = await import('./api');
      return await fetchClinics(signal);
    } catch {
      return [];
    }
  },
  {
    condition: (_, { getState }) => {
      const { clinics } = getState();
      return clinics.clinics.length === 0 && !clinics.isLoading;
    },
  },
);

const clinicsSlice = createSlice({
  name: 'clinics',
  initialState: initialClinicsState,
  reducers: {
    /** The clinics a server-rendered listing came with (app/page-data). */
    clinicsReceived(state, action: PayloadAction<Clinic[]>) {
      state.clinics = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadClinics.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadClinics.fulfilled, (state, action) => {
        state.isLoading = false;
        state.clinics = action.payload;
      })
      .addCase(loadClinics.rejected, (state) => {
        state.isLoading = false;
      });
  },
});

export const { clinicsReceived } = clinicsSlice.actions;
export const clinicsReducer = clinicsSlice.reducer;
// Added to the store with this code (lib/state-areas.ts), like the providers area.
addStateArea('clinics', clinicsReducer);
/** The list alone: a screen that reads it does not render again when loading starts or ends. */
export const selectClinicList = (state: { clinics: ClinicsState }) => state.clinics.clinics;
