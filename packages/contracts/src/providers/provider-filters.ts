import { z } from '../zod';
import { PRICE_TIERS } from '../constants';

// Schemas of the SPEC §1 provider types and session kinds and the SPEC §3 provider filters (the
// words themselves are in provider-vocabulary.ts).

import {
  CONCERN_TOPICS,
  GENDERS,
  LANGUAGES,
  PROVIDER_TYPE_ALIASES,
  PROVIDER_TYPES,
  SESSION_KINDS,
  type ProviderTypeAlias,
  type ProviderTypeFilter,
} from './provider-vocabulary';

export {
  PROVIDER_TYPES,
  SESSION_KINDS,
  SESSION_KIND_WORDS,
  PROVIDER_TYPE_ALIASES,
  LANGUAGES,
  GENDERS,
  CONCERN_TOPICS,
  type ProviderType,
  type SessionKind,
  type ProviderTypeAlias,
  type ProviderTypeFilter,
  type Language,
  type Gender,
  type ConcernTopic,
} from './provider-vocabulary';

export const providerTypeSchema = z.enum(PROVIDER_TYPES);
export const sessionKindSchema = z.enum(SESSION_KINDS);

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
