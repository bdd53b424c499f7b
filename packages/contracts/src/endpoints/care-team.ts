import { cfConfigsResponseSchema } from '../bookings/cf-booking';
import type { Endpoint } from '../endpoint';
import {
  myProvidersQuerySchema,
  myProvidersResponseSchema,
  providersSummaryResponseSchema,
  updateTempFlagBodySchema,
  updateTempFlagResponseSchema,
} from '../providers/my-providers';
import {
  providerSwitchBodySchema,
  providerSwitchResponseSchema,
  providerTaggingResponseSchema,
} from '../providers/provider-switch';

/** SPEC §3 My-providers: the caller's providers with their roles; [] for a new user. */
export const myProvidersEndpoint = {
  method: 'GET',
  path: '/customers/customers/my_providers_dropdown_v2',
  query: myProvidersQuerySchema,
  response: myProvidersResponseSchema,
} as const satisfies Endpoint;

/** The caller's care team at a glance: counts per type, CF user, new providers. */
export const providersSummaryEndpoint = {
  method: 'GET',
  path: '/customers/customers/providers_summary',
  response: providersSummaryResponseSchema,
} as const satisfies Endpoint;

/** SPEC §3 cf configs: what the caller may book as a care-first user; {} when not one. */
export const cfConfigsEndpoint = {
  method: 'GET',
  path: '/customers/customers/cf_configs',
  response: cfConfigsResponseSchema,
} as const satisfies Endpoint;

/** Mark one of the caller's providers as seen (clears its temp flag). */
export const updateTempFlagEndpoint = {
  method: 'PATCH',
  path: '/customer_provider_mappings/update_temp_flag',
  body: updateTempFlagBodySchema,
  response: updateTempFlagResponseSchema,
} as const satisfies Endpoint;

/** SPEC §3 provider tagging: current and previous providers per type, which may be switched. */
export const providerTaggingEndpoint = {
  method: 'GET',
  path: '/customers/customers/provider_tagging',
  response: providerTaggingResponseSchema,
} as const satisfies Endpoint;

/** SPEC §3 provider switch: change a therapist or psychiatrist; answered with 201. */
export const providerSwitchEndpoint = {
  method: 'POST',
  path: '/customers/customers/provider_switches',
  body: providerSwitchBodySchema,
  response: providerSwitchResponseSchema,
} as const satisfies Endpoint;
