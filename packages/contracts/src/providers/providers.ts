import { z } from '../zod';
import { cityCodeSchema, clinicSchema, CITY_CODES } from './clinics';
import { PRICE_TIERS } from '../constants';
import { PROVIDER_CURRENCY } from '../commerce/money';
import {
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  SESSION_KINDS,
  providerTypeSchema,
  sessionKindSchema,
} from './provider-filters';
import { PROVIDER_SORTS, PROVIDER_TYPE_FILTER_WORDS } from './provider-vocabulary';
import { plainText } from '../fields/safe-input';

export {
  PROVIDER_SORTS,
  PROVIDER_TYPE_FILTER_WORDS,
  providerTypesForFilter,
  type ProviderSort,
  type ProviderTypeFilterWord,
} from './provider-vocabulary';

// The provider directory: GET /api/providers (search), GET /api/providers/{uuid} (profile).

export const DEFAULT_PROVIDER_PAGE_SIZE = 20;
export const MAX_PROVIDER_PAGE_SIZE = 50;
/** "Available within N days" reaches at most this far (beyond any booking horizon we keep). */
export const MAX_AVAILABLE_WITHIN_DAYS = 90;

/** The 422 text for a filter value we do not know: "Unknown language 'klingon'." */
export const unknownFilterValueMessage = (noun: string, value: string): string =>
  `Unknown ${noun} '${value.slice(0, 60)}'.`;
export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid for this listing.';

/** A word from a fixed list, any case; anything else is a 422 naming the value. */
function knownValue<T extends string>(values: readonly T[], noun: string) {
  return z.string().transform((raw, ctx): T => {
    const value = raw.trim().toLowerCase();
    const known = values.find((candidate) => candidate === value);
    if (known !== undefined) return known;
    ctx.addIssue({ code: 'custom', message: unknownFilterValueMessage(noun, raw.trim()) });
    return z.NEVER;
  });
}

/** A list given as repeated query keys, as one comma-separated value, or both. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry: unknown) => (typeof entry === 'string' ? entry.split(',') : [entry]))
        .map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry))
        .filter((entry: unknown) => entry !== ''),
    z.array(item).max(50),
  );

const priceTier = knownValue(
  PRICE_TIERS.map((tier) => String(tier)),
  'price tier',
).transform(Number);

const clinicId = z.string().transform((raw, ctx) => {
  const value = raw.trim();
  if (/^[1-9]\d{0,8}$/.test(value)) return Number(value);
  ctx.addIssue({ code: 'custom', message: unknownFilterValueMessage('clinic', value) });
  return z.NEVER;
});

/** GET /api/providers query. Within one filter any value matches; different filters all apply. */
export const providerSearchQuerySchema = z.strictObject({
  type: listOf(knownValue(PROVIDER_TYPE_FILTER_WORDS, 'provider type')).optional(),
  languages: listOf(knownValue(LANGUAGES, 'language')).optional(),
  gender: listOf(knownValue(GENDERS, 'gender')).optional(),
  price: listOf(priceTier).optional(),
  max_price_tier: priceTier.optional(),
  concerns: listOf(knownValue(CONCERN_TOPICS, 'concern')).optional(),
  session_kinds: listOf(knownValue(SESSION_KINDS, 'session kind')).optional(),
  /** Clinic ids (GET clinics); the activeFilters of SPEC §3 keep them. */
  ih_clinic_ids: listOf(clinicId).optional(),
  city: listOf(knownValue(CITY_CODES, 'city')).optional(),
  /** Only providers with a bookable slot (of the asked session kinds) within this many days. */
  available_within_days: z.coerce.number().int().min(1).max(MAX_AVAILABLE_WITHIN_DAYS).optional(),
  sort: knownValue(PROVIDER_SORTS, 'sort').default('earliest'),
  /** next_cursor of the previous page, with the same filters and sort. */
  cursor: plainText().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PROVIDER_PAGE_SIZE)
    .default(DEFAULT_PROVIDER_PAGE_SIZE),
});
export type ProviderSearchQuery = z.output<typeof providerSearchQuerySchema>;

/** A session kind a provider offers: price in paise (49900 = ₹499). */
export const providerSessionKindSchema = z.object({
  kind: sessionKindSchema,
  duration_minutes: z.number().int().positive(),
  price: z.number().int().min(0),
  currency: z.literal(PROVIDER_CURRENCY),
  /** Seats of a group session; null for the other kinds. */
  group_capacity: z.number().int().positive().nullable(),
});
export type ProviderSessionKind = z.infer<typeof providerSessionKindSchema>;

const providerFields = {
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  provider_type: providerTypeSchema,
  gender: z.enum(GENDERS),
  languages: z.array(z.enum(LANGUAGES)),
  concerns: z.array(z.enum(CONCERN_TOPICS)),
  years_of_experience: z.number().int().min(0),
  /** SPEC §5 avatar rule applied: an avatar on the assets host, else the default avatar. */
  photo_url: z.string(),
  price_tier: z.number().int().min(1).max(5),
  session_kinds: z.array(providerSessionKindSchema),
  /**
   * SPEC §3: the earliest bookable slot, ISO 8601 UTC; null when nothing is bookable within the
   * booking horizon. Over every kind offered, or, in a listing filtered by session_kinds, over
   * those kinds (the listing sorts by the same value).
   */
  earliest_available_datetime: z.iso.datetime().nullable(),
};

export const providerCardSchema = z.object({
  ...providerFields,
  /** Where the provider sees people offline. */
  clinics: z.array(z.object({ id: z.number().int(), city: cityCodeSchema })),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

export const providerListResponseSchema = z.object({
  data: z.object({
    providers: z.array(providerCardSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
export type ProviderListResponse = z.infer<typeof providerListResponseSchema>;

export const providerProfileSchema = z.object({
  ...providerFields,
  bio: z.string(),
  qualifications: z.array(z.string()),
  /** IANA zone of the provider's working hours. */
  time_zone: z.string(),
  clinics: z.array(clinicSchema),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** Any text: an id that is not a provider's uuid is simply not found (404). */
export const providerProfileParamsSchema = z.object({ uuid: plainText().max(100) });
export const providerProfileResponseSchema = z.object({ data: providerProfileSchema });
export type ProviderProfileResponse = z.infer<typeof providerProfileResponseSchema>;

export const PROVIDER_NOT_FOUND_MESSAGE = 'We could not find this expert.';
