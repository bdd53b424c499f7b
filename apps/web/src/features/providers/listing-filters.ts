import {
  CITY_CODES,
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  MAX_AVAILABLE_WITHIN_DAYS,
  PRICE_TIERS,
  PROVIDER_SORTS,
  PROVIDER_TYPE_ALIASES,
  PROVIDER_TYPE_FILTER_WORDS,
  SESSION_KINDS,
  type CityCode,
  type ConcernTopic,
  type Gender,
  type Language,
  type PriceTier,
  type ProviderSort,
  type ProviderTypeFilterWord,
  type SessionKind,
} from '@kaizen/contracts';
import { localStore, readJson, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

// The expert listing's filters, kept in the address (shareable, the back button steps through
// them) under the query names of GET /api/providers, so a listing URL maps 1:1 to its API call.

export interface ListingFilters {
  type?: ProviderTypeFilterWord;
  languages: Language[];
  concerns: ConcernTopic[];
  gender: Gender[];
  max_price_tier?: PriceTier;
  session_kinds: SessionKind[];
  city: CityCode[];
  ih_clinic_ids: number[];
  available_within_days?: number;
  sort: ProviderSort;
}

const DEFAULT_SORT: ProviderSort = 'earliest';

export const emptyFilters = (type?: ProviderTypeFilterWord): ListingFilters => ({
  ...(type ? { type } : {}),
  languages: [],
  concerns: [],
  gender: [],
  session_kinds: [],
  city: [],
  ih_clinic_ids: [],
  sort: DEFAULT_SORT,
});

/** Repeated keys and comma-separated values both count (the API reads both). */
function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** Known values only, each once, in the order of the list (so equal filters give equal URLs). */
function knownValues<T extends string>(query: URLSearchParams, name: string, known: readonly T[]) {
  const asked = new Set(listParam(query, name));
  return known.filter((value) => asked.has(value));
}

/** An alias (therapist, couplestherapist) reads as the care it stands for, when that is a word too. */
function typeParam(query: URLSearchParams): ProviderTypeFilterWord | undefined {
  const word = listParam(query, 'type')[0];
  if (!word) return undefined;
  const meaning = PROVIDER_TYPE_ALIASES[word as keyof typeof PROVIDER_TYPE_ALIASES] ?? word;
  return PROVIDER_TYPE_FILTER_WORDS.find((known) => known === meaning);
}

function numberParam(query: URLSearchParams, name: string, min: number, max: number) {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * SPEC §3 filter aliases in an address: the singular `language` and `price` (tiers; the listing
 * filters by the highest one asked for, so cheaper experts stay in) read as the API names.
 */
const SINGULAR_ALIASES = { language: 'languages', price: 'max_price_tier' } as const;

/** The address with its aliases written under the API names ('' when it has none). */
export function withoutAliases(search: string | URLSearchParams): URLSearchParams | null {
  const query = new URLSearchParams(search);
  if (!Object.keys(SINGULAR_ALIASES).some((alias) => query.has(alias))) return null;
  for (const language of listParam(query, 'language')) query.append('languages', language);
  const tiers = listParam(query, 'price').map(Number).filter(Number.isInteger);
  if (tiers.length && !query.has('max_price_tier')) {
    query.set('max_price_tier', String(Math.max(...tiers)));
  }
  for (const alias of Object.keys(SINGULAR_ALIASES)) query.delete(alias);
  return query;
}

/**
 * The filters a listing address carries. A value the app does not know is dropped rather than
 * refused: a shared link with one stale value still shows a useful listing.
 */
export function filtersFromSearch(search: string | URLSearchParams): ListingFilters {
  const query = withoutAliases(search) ?? new URLSearchParams(search);
  const type = typeParam(query);
  const maxTier = numberParam(query, 'max_price_tier', 1, PRICE_TIERS.length) as
    PriceTier | undefined;
  const within = numberParam(query, 'available_within_days', 1, MAX_AVAILABLE_WITHIN_DAYS);
  const sort = PROVIDER_SORTS.find((known) => known === query.get('sort')) ?? DEFAULT_SORT;
  const clinicIds = [
    ...new Set(listParam(query, 'ih_clinic_ids').filter((id) => /^[1-9]\d{0,8}$/.test(id))),
  ].map(Number);
  return {
    ...emptyFilters(type),
    languages: knownValues(query, 'languages', LANGUAGES),
    concerns: knownValues(query, 'concerns', CONCERN_TOPICS),
    gender: knownValues(query, 'gender', GENDERS),
    ...(maxTier ? { max_price_tier: maxTier } : {}),
    session_kinds: knownValues(query, 'session_kinds', SESSION_KINDS),
    city: knownValues(query, 'city', CITY_CODES),
    ih_clinic_ids: clinicIds.sort((a, b) => a - b),
    ...(within ? { available_within_days: within } : {}),
    sort,
  };
}

/** The query string of these filters ('' when there are none); the default sort is left out. */
export function searchFromFilters(filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  const lists = ['languages', 'concerns', 'gender', 'session_kinds', 'city'] as const;
  for (const name of lists) if (filters[name].length) query.set(name, filters[name].join(','));
  if (filters.max_price_tier) query.set('max_price_tier', String(filters.max_price_tier));
  if (filters.ih_clinic_ids.length) query.set('ih_clinic_ids', filters.ih_clinic_ids.join(','));
  if (filters.available_within_days) {
    query.set('available_within_days', String(filters.available_within_days));
  }
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  return query.toString();
}

/** How many filters narrow the listing (the kind of care and the sort do not count). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.languages.length +
    filters.concerns.length +
    filters.gender.length +
    filters.session_kinds.length +
    filters.city.length +
    filters.ih_clinic_ids.length +
    (filters.max_price_tier ? 1 : 0) +
    (filters.available_within_days ? 1 : 0)
  );
}

/**
 * SPEC §3 `activeFilters`: the last listing's filters, as an object with the API's names
 * (ih_clinic_ids among them), so a person coming back to the listing finds them again.
 */
export function saveActiveFilters(filters: ListingFilters, store: KeyValueStore = localStore) {
  store.setItem(StorageKey.activeFilters, JSON.stringify(filters));
}

/**
 * The query of the remembered filters, or '' when nothing is remembered. Read through the same
 * parser as an address, so a stored value the app no longer knows is dropped.
 */
export function rememberedSearch(store: KeyValueStore = localStore): string {
  const saved = readJson<Record<string, unknown>>(store, StorageKey.activeFilters);
  if (!saved || typeof saved !== 'object') return '';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(saved)) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      if (typeof entry === 'string' || typeof entry === 'number') query.append(name, String(entry));
    }
  }
  return searchFromFilters(filtersFromSearch(query));
}
