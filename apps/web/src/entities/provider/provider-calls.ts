import {
  providerListResponseSchema,
  providerProfileResponseSchema,
  providerSlotsResponseSchema,
  type ProviderListResponse,
  type ProviderProfile,
  type ProviderSlots,
  type SessionKind,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

// Public provider calls that several features make (the directory and its profile, the booking
// flow, the reschedule dialog, the care team's provider switch): one definition here, since features do not import each other.

export async function fetchProviderProfile(
  uuid: string,
  signal?: AbortSignal,
): Promise<ProviderProfile> {
  const response = await http.get(`providers/${encodeURIComponent(uuid)}`, { signal });
  return providerProfileResponseSchema.parse(response.data).data;
}

/** Free session starts of one kind in [from, to) (UTC instants). */
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

/** GET providers with a directory query (as in the listing's address), plus the page cursor. */
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
