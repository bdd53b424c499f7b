import { CITY_CODES } from './cities';
import { z } from '../zod';

// Clinics where providers see people in person (SPEC §3 Clinic), the caller's location (SPEC §7
// GET location, §8 "location failure: country defaults to IN") and app visibility v2 (SPEC §3
// defaults, SPEC §7 fields). The city words themselves are in cities.ts.

export { CITY_CODES, CITY_NAMES, cityCodeForName, type CityCode } from './cities';
export const cityCodeSchema = z.enum(CITY_CODES);

/** SPEC §3: a clinic's `centres` is a list of parts of the clinic, each with an id. */
export const clinicCentreSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClinicCentre = z.infer<typeof clinicCentreSchema>;

export const clinicSchema = z.object({
  id: z.number().int(),
  centre_name: z.string(),
  city: cityCodeSchema,
  address: z.string(),
  /** WGS 84 degrees, for a map link (native bridge openMap inside the app shells). */
  latitude: z.number(),
  longitude: z.number(),
  centres: z.array(clinicCentreSchema),
});
export type Clinic = z.infer<typeof clinicSchema>;

/**
 * GET clinics. SPEC §7 "data.data list": the client reads `response.data.data`, so the body is
 * `{ data: [clinic, ...] }` (the same envelope as meta_info). No clinics is `{ data: [] }`, never
 * an error; a client whose call fails also falls back to an empty list.
 */
export const clinicsResponseSchema = z.object({ data: z.array(clinicSchema) });
export type ClinicsResponse = z.infer<typeof clinicsResponseSchema>;

/**
 * GET location: `country` is an ISO 3166-1 alpha-2 code, IN when unknown (SPEC §8, §9); `city` is
 * the place name a proxy reported, or null; `city_code` is the clinic city it lies in, or null.
 */
export const locationResponseSchema = z.object({
  country: z.string().length(2),
  city: z.string().nullable(),
  city_code: cityCodeSchema.nullable(),
});
export type LocationResponse = z.infer<typeof locationResponseSchema>;

/** SPEC §7 app visibility v2 fields. */
export const appVisibilitySchema = z.object({
  is_therapy_offered: z.boolean(),
  is_psychiatry_offered: z.boolean(),
  is_therapy_offered_offline: z.boolean(),
  is_psychiatry_offered_offline: z.boolean(),
  is_couple_therapy_offered: z.boolean(),
  is_couple_therapy_offered_offline: z.boolean(),
  showaddmember: z.boolean(),
  showcommunities: z.boolean(),
  added_member_count: z.number().int().min(0),
  max_member_count: z.number().int().min(0),
});
export type AppVisibility = z.infer<typeof appVisibilitySchema>;

// The defaults live in a module without Zod: the web's start-up imports them, and importing
// them from here would pull the schemas into the first page's JavaScript.
export { DEFAULT_APP_VISIBILITY } from '../web/app-visibility-defaults';

/**
 * GET customers/app_visibility_v2?city={code}. An offline flag turns on when the caller's city
 * (the `city` query, else the city GET location reports) has a clinic where an active provider of
 * that kind of care (therapy, psychiatry, couples; cf_ variants included) offers offline
 * sessions. Without a known city, and for everything else, the SPEC §3 defaults hold.
 */
export const appVisibilityQuerySchema = z.object({ city: cityCodeSchema.optional() });
export const appVisibilityResponseSchema = z.object({ data: appVisibilitySchema });
export type AppVisibilityResponse = z.infer<typeof appVisibilityResponseSchema>;
