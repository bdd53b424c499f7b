import { z } from '../zod';
import { PROVIDER_TYPES, type ProviderType } from './provider-filters';
import { plainText } from '../fields/safe-input';

// The caller's own providers (SPEC §3 "My-providers entries", §7 my_providers_dropdown_v2 and
// update_temp_flag): who the person is in care with. The SPEC §8 text for a failed dropdown is
// PROVIDERS_DROPDOWN_ERROR_MESSAGE (messages.ts).

/** SPEC §3: these roles on an entry flag the user as a CF (care-first) user. */
export const MY_PROVIDER_ROLES = ['cf-intake-specialist', 'cf-clinician'] as const;
export type MyProviderRole = (typeof MY_PROVIDER_ROLES)[number];

/** Support providers: listed only with include_support_providers=true. */
export const SUPPORT_PROVIDER_TYPES: readonly ProviderType[] = [
  'care_coordinator',
  'cf_care_coordinator',
];

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const myProvidersQuerySchema = z.object({
  /** `all` or one SPEC §1 provider type. */
  provider_type: z.enum(['all', ...PROVIDER_TYPES]).default('all'),
  include_support_providers: flag.default(false),
  /** SPEC §7: the native apps add a timestamp to defeat caches; it means nothing here. */
  nocache: plainText().max(40).optional(),
});
export type MyProvidersQuery = z.output<typeof myProvidersQuerySchema>;

export const myProviderSchema = z.object({
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  photo_url: z.string(),
  roles: z.array(z.enum(MY_PROVIDER_ROLES)),
  /** A provider newly assigned and not yet acknowledged by the person. */
  temp_flag: z.boolean(),
});
export type MyProvider = z.infer<typeof myProviderSchema>;

export const myProvidersResponseSchema = z.object({ data: z.array(myProviderSchema) });
export type MyProvidersResponse = z.infer<typeof myProvidersResponseSchema>;

/** SPEC §7 PATCH update_temp_flag: provider_id (the provider's uuid) and provider_type. */
export const updateTempFlagBodySchema = z.object({
  provider_id: z.uuid(),
  provider_type: z.enum(PROVIDER_TYPES),
});
export const updateTempFlagResponseSchema = z.object({ data: myProviderSchema });

export const MY_PROVIDER_NOT_FOUND_MESSAGE = 'This expert is not one of your providers.';

/**
 * GET customers/customers/providers_summary (SPEC §7, payload "not shown" there; designed here):
 * the caller's care team at a glance, from their own provider mappings only.
 * - `total`: providers in the care team, as the default dropdown lists them (support providers,
 *   SPEC §7 include_support_providers, are not counted here but are in `by_type`);
 * - `by_type`: how many providers of each SPEC §1 type, every type present (0 when none);
 * - `has_therapist` / `has_psychiatrist`: a therapy or psychiatry provider, cf_ variants included;
 * - `is_cf_user`: an entry carries a SPEC §3 CF role (cf-intake-specialist, cf-clinician);
 * - `new_providers`: providers newly assigned and not yet acknowledged (temp_flag, counted as in
 *   `total`), which PATCH update_temp_flag clears.
 */
export const providersSummarySchema = z.object({
  total: z.number().int().min(0),
  by_type: z.record(z.enum(PROVIDER_TYPES), z.number().int().min(0)),
  has_therapist: z.boolean(),
  has_psychiatrist: z.boolean(),
  is_cf_user: z.boolean(),
  new_providers: z.number().int().min(0),
});
export type ProvidersSummary = z.infer<typeof providersSummarySchema>;

export const providersSummaryResponseSchema = z.object({ data: providersSummarySchema });
