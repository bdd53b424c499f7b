import type { Dispatch } from '@reduxjs/toolkit';
import { fetchPackageDetails } from './api';
import { packageLoadFailed, packageLoading, packageReceived } from './package-slice';

/**
 * Fills the SPEC §3 `package` state area from the server (at sign-in and after a purchase). On
 * failure the persisted answer stays: it is a working answer until the next start.
 */
export async function loadPackageDetails(dispatch: Dispatch): Promise<void> {
  dispatch(packageLoading());
  try {
    dispatch(packageReceived(await fetchPackageDetails()));
  } catch {
    dispatch(packageLoadFailed());
  }
}
