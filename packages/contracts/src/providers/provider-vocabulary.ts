// SPEC §1 provider types and session kinds, the SPEC §3 filter vocabulary (aliases, languages,
// genders, concerns) and the listing's sort orders. No schemas here (no Zod): the public pages
// (listing, profile) import these words, and a module is bundled whole, so a schema module
// would bring Zod onto pages that validate nothing before they ask for data (issue 14).

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

export const SESSION_KINDS = ['tele', 'offline', 'couple', 'group'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** A session kind mid-sentence: "a video session", "not valid for in-person sessions". */
export const SESSION_KIND_WORDS: Record<SessionKind, string> = {
  tele: 'video',
  offline: 'in-person',
  couple: 'couple',
  group: 'group',
};

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

/**
 * `earliest` (default): soonest bookable first, providers with nothing bookable last.
 * `relevance`: most of the asked-for concerns and languages first, then most experienced.
 * Ties always fall back to a fixed order, so pages never overlap.
 */
export const PROVIDER_SORTS = ['earliest', 'relevance'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/**
 * The `type` filter takes the SPEC §3 aliases (therapist, psychiatrist, couplestherapist, therapy,
 * psychiatry, others) and any exact SPEC §1 provider type (coach, cf_therapy, ...).
 */
export type ProviderTypeFilterWord = keyof typeof PROVIDER_TYPE_ALIASES | ProviderType;
export const PROVIDER_TYPE_FILTER_WORDS: readonly ProviderTypeFilterWord[] = [
  ...new Set<ProviderTypeFilterWord>([
    ...(Object.keys(PROVIDER_TYPE_ALIASES) as (keyof typeof PROVIDER_TYPE_ALIASES)[]),
    ...PROVIDER_TYPES,
  ]),
];

/** The main kinds of care; `others` is every provider type outside them (cf_ variants too). */
const MAIN_CARE_TYPES: readonly ProviderType[] = [
  'therapy',
  'psychiatry',
  'couples',
  'cf_therapy',
  'cf_psychiatry',
  'cf_couples',
];

/**
 * The provider types a `type` filter word stands for. An alias means its one base type
 * (therapist → therapy); care-first variants are asked for by name (cf_therapy).
 */
export function providerTypesForFilter(word: ProviderTypeFilterWord): ProviderType[] {
  const meaning: string =
    word in PROVIDER_TYPE_ALIASES
      ? PROVIDER_TYPE_ALIASES[word as keyof typeof PROVIDER_TYPE_ALIASES]
      : word;
  if (meaning === 'others') return PROVIDER_TYPES.filter((type) => !MAIN_CARE_TYPES.includes(type));
  return PROVIDER_TYPES.filter((type) => type === meaning);
}
