import {
  appVisibilityResponseSchema,
  clinicsResponseSchema,
  providerListResponseSchema,
  providerProfileResponseSchema,
  providerSlotsResponseSchema,
  type AppVisibility,
  type Clinic,
  type ProviderListResponse,
  type ProviderProfile,
  type ProviderSlots,
  type SessionKind,
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

export async function fetchProviderProfile(
  uuid: string,
  signal?: AbortSignal,
): Promise<ProviderProfile> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}`, { signal });
  return providerProfileResponseSchema.parse(response.data).data;
}

export async function fetchProviderSlots(
  uuid: string,
  window: { from: string; to: string; kind: SessionKind },
  signal?: AbortSignal,
): Promise<ProviderSlots> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}/slots`, {
    params: window,
    signal,
  });
  return providerSlotsResponseSchema.parse(response.data).data;
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
