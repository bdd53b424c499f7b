import { featuresEndpoint, type FeaturesResponse } from '@kaizen/contracts';
import { call } from '../http/call';

/**
 * GET the SPEC §7 flags. Its own module, loaded by flags.ts when the cache has to ask: the HTTP
 * client and the response schema bring Zod, which the listing must not run before it hydrates
 * (its flags come with the page; issue 14).
 */
export function fetchFeatures(): Promise<FeaturesResponse> {
  // No abort signal: the answer is shared by every screen that asked meanwhile.
  return call(featuresEndpoint);
}
