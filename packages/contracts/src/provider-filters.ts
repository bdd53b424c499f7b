import { z } from './zod';
import { PRICE_TIERS } from './constants';

// SPEC §1 provider types and session kinds, and the SPEC §3 provider filter aliases.

const BASE_PROVIDER_TYPES = [
  'therapy',
  'psychiatry',
  'coach',
  'couples',
  'children_first',
  'ancillary_assessment',
  'care_coordinator',
] as const;
/** SPEC §1: each provider type also exists as a cf_ prefixed care-first variant. */
export const PROVIDER_TYPES = [
  ...BASE_PROVIDER_TYPES,
  ...BASE_PROVIDER_TYPES.map((type) => `cf_${type}` as const),
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const providerTypeSchema = z.enum(PROVIDER_TYPES);

export const SESSION_KINDS = ['tele', 'offline', 'couple', 'group'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const sessionKindSchema = z.enum(SESSION_KINDS);

/** SPEC §3: the provider type words a filter link may use, and what each one means. */
export const PROVIDER_TYPE_ALIASES = {
  therapist: 'therapy',
  psychiatrist: 'psychiatry',
  couplestherapist: 'couples',
  therapy: 'therapy',
  psychiatry: 'psychiatry',
  others: 'others',
} as const;
export type ProviderTypeAlias = keyof typeof PROVIDER_TYPE_ALIASES;
export type ProviderTypeFilter = (typeof PROVIDER_TYPE_ALIASES)[ProviderTypeAlias];

export const LANGUAGES = [
  'english',
  'gujarati',
  'tamil',
  'malayalam',
  'marathi',
  'bengali',
  'french',
  'hindi',
  'punjabi',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** SPEC §3 concern topics, spelled as the filter links carry them. */
export const CONCERN_TOPICS = [
  'adhd',
  'womens health',
  'depression',
  'addiction',
  'ocd',
  'anxiety',
  'bipolar-affective-disorder',
  'social anxiety',
  'tobacco cessation',
  'alcohol addiction',
  'general well-being',
  'relationships',
  'self-esteem',
  'sexual dysfunction',
  'sleep',
  'loneliness',
  'loss of motivation',
  'negative thinking',
  'overthinking',
  'schizophrenia',
  'lgbtqia concerns',
  'personality',
  'trauma',
  'child specialist',
  'anger',
  'stress',
  'grief',
  'geriatric mental health',
  'eating disorders',
  'adult autism',
  'fertility and pregnancy concerns',
  'work-related concerns',
  'parenting concerns',
  'life transitions',
  'academic concerns',
  'communication skills',
] as const;
export type ConcernTopic = (typeof CONCERN_TOPICS)[number];

/** Filter values arrive from links and query strings: case and surrounding spaces do not matter. */
const word = () => z.string().trim().toLowerCase();

export const providerTypeAliasSchema = word()
  .pipe(z.enum(Object.keys(PROVIDER_TYPE_ALIASES) as [ProviderTypeAlias, ...ProviderTypeAlias[]]))
  .transform((alias): ProviderTypeFilter => PROVIDER_TYPE_ALIASES[alias]);
export const languageSchema = word().pipe(z.enum(LANGUAGES));
export const genderSchema = word().pipe(z.enum(GENDERS));
export const concernTopicSchema = word().pipe(z.enum(CONCERN_TOPICS));
/** Price tiers 1 to 5; query strings carry them as text. */
export const priceTierSchema = z.coerce.number().pipe(z.literal(PRICE_TIERS));

/** A list given as repeated query parameters or as one comma-separated value. */
const splitList = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : value;
const list = <T extends z.ZodType>(item: T) => z.preprocess(splitList, z.array(item));

/** The provider filters of a listing query; every field optional. */
export const providerFiltersSchema = z.object({
  type: providerTypeAliasSchema.optional(),
  languages: list(languageSchema).optional(),
  gender: genderSchema.optional(),
  price: list(priceTierSchema).optional(),
  concerns: list(concernTopicSchema).optional(),
});
export type ProviderFilters = z.output<typeof providerFiltersSchema>;
