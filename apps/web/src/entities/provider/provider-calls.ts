import {
  providerProfileEndpoint,
  providerSearchEndpoint,
  providerSlotsEndpoint,
  urlOf,
  type ProviderListResponse,
  type ProviderProfile,
  type ProviderSlots,
  type SessionKind,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';
import { http } from '../../lib/http/client';

// Public provider calls that several features make (the directory and its profile, the booking
// flow, the reschedule dialog, the care team's provider switch): one definition here, since features do not import each other.

export async function fetchProviderProfile(
  uuid: string,
  signal?: AbortSignal,
): Promise<ProviderProfile> {
  return (await call(providerProfileEndpoint, { params: { uuid }, signal })).data;
}

/** Free session starts of one kind in [from, to) (UTC instants). */
export async function fetchProviderSlots(
  uuid: string,
  window: { from: string; to: string; kind: SessionKind },
  signal?: AbortSignal,
): Promise<ProviderSlots> {
  return (await call(providerSlotsEndpoint, { params: { uuid }, query: window, signal })).data;
}

/** GET providers with a directory query (as in the listing's address), plus the page cursor. */
export async function fetchProviders(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProviderListResponse['data']> {
  const query = new URLSearchParams(search);
  if (cursor) query.set('cursor', cursor);
  // The query goes as the listing's address spells it (its order and repeated keys), not re-encoded.
  const text = query.toString();
  const address = urlOf(providerSearchEndpoint);
  const response = await http.get(text ? `${address}?${text}` : address, { signal });
  return providerSearchEndpoint.response.parse(response.data).data;
}
