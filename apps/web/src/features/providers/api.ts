import {
  appVisibilityEndpoint,
  clinicsEndpoint,
  type AppVisibility,
  type Clinic,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// The directory's page call lives with the provider entity (the care team's switch uses it too).
export { fetchProviders } from '../../entities/provider/provider-calls';

/** GET clinics (SPEC §7: data.data list). */
export async function fetchClinics(signal?: AbortSignal): Promise<Clinic[]> {
  return (await call(clinicsEndpoint, { signal })).data;
}

/** GET app visibility v2: signed-in callers only (SPEC §4 start-up). */
export async function fetchAppVisibility(signal?: AbortSignal): Promise<AppVisibility> {
  return (await call(appVisibilityEndpoint, { signal })).data;
}
