import type {
  CityCode,
  ConcernTopic,
  Gender,
  Language,
  ProviderSort,
  ProviderType,
  SessionKind,
} from '@kaizen/contracts';
import { arrayOverlaps, exists, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { clinics, providerClinics, providers, providerSessionKinds } from './tables';

/** Filters as the service resolved them (aliases expanded); an absent field does not filter. */
export interface ProviderSearchFilters {
  types?: ProviderType[];
  languages?: Language[];
  genders?: Gender[];
  priceTiers?: number[];
  maxPriceTier?: number;
  concerns?: ConcernTopic[];
  sessionKinds?: SessionKind[];
  clinicIds?: number[];
  cities?: CityCode[];
  /** Only providers whose earliest slot (of the asked kinds) starts before this instant. */
  availableBefore?: Date;
}

/**
 * A position in the listing: the sort key of the last row shown, and its id. Keys ascend:
 * earliest = (0 with a slot / 1 without, slot start in epoch microseconds or 0);
 * relevance = (minus matched concerns and languages, minus years of experience).
 */
export interface SearchPosition {
  key: [number, number];
  id: number;
}

export interface ProviderSearchPage {
  sort: ProviderSort;
  after?: SearchPosition | undefined;
  limit: number;
}

export const nonEmpty = <T>(values: T[] | undefined): values is T[] =>
  !!values && values.length > 0;

/** Offers one of the asked session kinds; the kind index answers it without the table. */
const offersKind = (kinds: SessionKind[]) =>
  exists(
    sql`(select 1 from ${providerSessionKinds} where ${providerSessionKinds.providerId} = ${providers.id} and ${inArray(providerSessionKinds.kind, kinds)})`,
  );

/** Sees people at one of these clinics, or at a clinic in one of these cities. */
const atClinic = (where: SQL) =>
  exists(
    sql`(select 1 from ${providerClinics} join ${clinics} on ${clinics.id} = ${providerClinics.clinicId}
      where ${providerClinics.providerId} = ${providers.id} and ${clinics.active} and ${where})`,
  );

/** The WHERE conditions on `providers` for these filters (availability is the caller's). */
export function filterConditions(filters: ProviderSearchFilters): (SQL | undefined)[] {
  const { clinicIds, cities } = filters;
  return [
    // Literal, so the planner can use the partial indexes (`where active`).
    sql`${providers.active}`,
    nonEmpty(filters.types) ? inArray(providers.providerType, filters.types) : undefined,
    nonEmpty(filters.languages) ? arrayOverlaps(providers.languages, filters.languages) : undefined,
    nonEmpty(filters.genders) ? inArray(providers.gender, filters.genders) : undefined,
    nonEmpty(filters.priceTiers) ? inArray(providers.priceTier, filters.priceTiers) : undefined,
    filters.maxPriceTier ? lte(providers.priceTier, filters.maxPriceTier) : undefined,
    nonEmpty(filters.concerns) ? arrayOverlaps(providers.concerns, filters.concerns) : undefined,
    nonEmpty(filters.sessionKinds) ? offersKind(filters.sessionKinds) : undefined,
    nonEmpty(clinicIds) ? atClinic(inArray(providerClinics.clinicId, clinicIds)) : undefined,
    nonEmpty(cities) ? atClinic(inArray(clinics.city, cities)) : undefined,
  ];
}
