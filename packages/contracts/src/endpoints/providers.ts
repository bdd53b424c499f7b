import type { Endpoint } from '../endpoint';
import { LOCATION_PATH } from './zod-free-paths';
import {
  appVisibilityQuerySchema,
  appVisibilityResponseSchema,
  clinicsResponseSchema,
  locationResponseSchema,
} from '../providers/clinics';
import {
  providerListResponseSchema,
  providerProfileParamsSchema,
  providerProfileResponseSchema,
  providerSearchQuerySchema,
} from '../providers/providers';

/** Search the provider directory: filters, sort, cursor pages (public). */
export const providerSearchEndpoint = {
  method: 'GET',
  path: '/providers',
  query: providerSearchQuerySchema,
  response: providerListResponseSchema,
} as const satisfies Endpoint;

/** A provider's profile: bio, fees, clinics (public). */
export const providerProfileEndpoint = {
  method: 'GET',
  path: '/providers/:uuid',
  params: providerProfileParamsSchema,
  response: providerProfileResponseSchema,
} as const satisfies Endpoint;

/** Clinics where providers see people in person (SPEC §3); [] when none. */
export const clinicsEndpoint = {
  method: 'GET',
  path: '/clinics',
  response: clinicsResponseSchema,
} as const satisfies Endpoint;

/** The caller's country and city from proxy headers; country IN when unknown. */
export const locationEndpoint = {
  method: 'GET',
  path: LOCATION_PATH,
  response: locationResponseSchema,
} as const satisfies Endpoint;

/** Which kinds of care the app offers, online and offline (SPEC §3, §7). */
export const appVisibilityEndpoint = {
  method: 'GET',
  path: '/customers/app_visibility_v2',
  query: appVisibilityQuerySchema,
  response: appVisibilityResponseSchema,
} as const satisfies Endpoint;
