import { providerSlotsEndpoint, type ProviderSlots, type SessionKind } from '@kaizen/contracts';
import { call } from '../../lib/http/call';

// A provider's free times, apart from the other provider calls (provider-calls.ts): a profile
// loads this after it hydrates, and the directory's search and profile schemas that the other
// calls bring would be built for nothing (issue 14: schema building is the profile's longest
// task on a slowed phone).

/** Free session starts of one kind in [from, to) (UTC instants). */
export async function fetchProviderSlots(
  uuid: string,
  window: { from: string; to: string; kind: SessionKind },
  signal?: AbortSignal,
): Promise<ProviderSlots> {
  return (await call(providerSlotsEndpoint, { params: { uuid }, query: window, signal })).data;
}
