import {
  appVisibilityResponseSchema,
  clinicsResponseSchema,
  providerListResponseSchema,
  type AppVisibility,
  type Clinic,
  type ProviderListResponse,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET providers with the listing's query as it stands in the address, plus the page cursor. */
export async function fetchProviders(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProviderListResponse['data']> {
  const query = new URLSearchParams(search);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  const response = await http.get(text ? `providers?${text}` : 'providers', { signal });
  return providerListResponseSchema.parse(response.data).data;
}

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
