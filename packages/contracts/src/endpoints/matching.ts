import type { Endpoint } from '../endpoint';
import {
  matchingDataBodySchema,
  matchingFiltersQuerySchema,
  matchingResponseSchema,
} from '../providers/matching';

/** The caller's answers for a provider type and the providers matched to them. */
export const matchingFiltersEndpoint = {
  method: 'GET',
  path: '/matching/filters',
  query: matchingFiltersQuerySchema,
  response: matchingResponseSchema,
} as const satisfies Endpoint;

/** Store answers (newest copy wins) and rank up to 30 providers for them. */
export const matchingDataEndpoint = {
  method: 'POST',
  path: '/matching/data',
  body: matchingDataBodySchema,
  response: matchingResponseSchema,
} as const satisfies Endpoint;
