import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 package: the fields the client reads. */
export interface PackageDetails {
  package: {
    package: {
      info: {
        id: number;
        analytics: { package_type: string; package_sub_type: string };
      };
    };
  };
  mytherapist: unknown;
  mypsychiatrist: unknown;
  package_coach_id: number | null;
  is_package_client: boolean;
  org_package_for: 'package_coach' | 'therapy' | null;
}

/** SPEC §3 package state area (persisted under `kaizen`), with the booking config. */
export interface PackageState {
  details: PackageDetails | null;
  cfBookingConfigs: Record<string, unknown>;
  loading: boolean;
}

export const initialPackageState: PackageState = {
  details: null,
  cfBookingConfigs: {},
  loading: false,
};

const packageSlice = createSlice({
  name: 'package',
  initialState: initialPackageState,
  reducers: {
    packageLoading(state) {
      state.loading = true;
    },
    packageReceived(state, action: PayloadAction<PackageDetails | null>) {
      state.details = action.payload;
      state.loading = false;
    },
    /** The server could not be asked: the persisted answer stays. */
    packageLoadFailed(state) {
      state.loading = false;
    },
  },
});

export const { packageLoading, packageReceived, packageLoadFailed } = packageSlice.actions;
export const packageReducer = packageSlice.reducer;
