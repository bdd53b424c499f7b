import {
  appVisibilityResponseSchema,
  clinicsResponseSchema,
  type AppVisibility,
  type Clinic,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// The directory's page call lives with the provider entity (the care team's switch uses it too).
export { fetchProviders } from '../../entities/provider/provider-calls';

/** GET clinics (SPEC §7: data.data list). */
export async function fetchClinics(signal?: AbortSignal): Promise<Clinic[]> {
  const response = await http.get('clinics', { signal });
  return clinicsResponseSchema.parse(response.data).data;
}

/** GET app visibility v2: signed-in callers only (SPEC §4 start-up). */
export async function fetchAppVisibility(signal?: AbortSignal): Promise<AppVisibility> {
  const response = await http.get('customers/app_visibility_v2', { signal });
  return appVisibilityResponseSchema.parse(response.data).data;
}
