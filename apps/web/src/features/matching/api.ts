import {
  matchingResponseSchema,
  type MatchingDataBody,
  type MatchingResponse,
} from '@kaizen/contracts';
import { http } from '../../lib/http/client';

/** GET matching filters (SPEC §7): the stored answers (records[0]) and the ranked matches. */
export async function fetchMatching(type: string): Promise<MatchingResponse['data']> {
  const response = await http.get('matching/filters', { params: { type } });
  return matchingResponseSchema.parse(response.data).data;
}

/** POST matching data (SPEC §7): answers the stored copy, the posted one unless newer existed. */
export async function postMatching(body: MatchingDataBody): Promise<MatchingResponse['data']> {
  const response = await http.post('matching/data', body);
  return matchingResponseSchema.parse(response.data).data;
}
