import {
  matchingDataEndpoint,
  matchingFiltersEndpoint,
  type MatchingDataBody,
  type MatchingResponse,
} from '@kaizen/contracts';
import { call } from '../../lib/http/call';

/** GET matching filters (SPEC §7): the stored answers (records[0]) and the ranked matches. */
export async function fetchMatching(type: string): Promise<MatchingResponse['data']> {
  return (await call(matchingFiltersEndpoint, { query: { type } })).data;
}

/** POST matching data (SPEC §7): answers the stored copy, the posted one unless newer existed. */
export async function postMatching(body: MatchingDataBody): Promise<MatchingResponse['data']> {
  return (await call(matchingDataEndpoint, { body })).data;
}
