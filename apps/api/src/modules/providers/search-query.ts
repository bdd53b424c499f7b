import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { ANY_SESSION_KIND } from '../scheduling/tables';
import { cardClinicsJson, isoUtc, sessionKindsJson } from './json-columns';
import { pageByEarliest } from './page-by-earliest';
import { pageByScore } from './page-by-score';
import type { ProviderSearchFilters, ProviderSearchPage } from './search-filters';
import { providers } from './tables';

export type { ProviderSearchFilters, SearchPosition } from './search-filters';

/** Which rows make the page: the cheapest plan that gives the order asked for. */
function pageRows(db: Database, filters: ProviderSearchFilters, page: ProviderSearchPage) {
  const kinds = filters.sessionKinds ?? [];
  if (page.sort === 'earliest' && kinds.length <= 1) {
    return pageByEarliest(db, filters, page, kinds[0] ?? ANY_SESSION_KIND);
  }
  return { ctes: [], rows: pageByScore(db, filters, page) };
}

/**
 * One page of the listing in ONE statement: the inner part picks the page's providers and their
 * sort keys; the outer part adds each card's session kinds and clinics for those rows only, as
 * JSON (no N+1). Rows are ordered by (key1, key2, id) ascending; see SearchPosition.
 */
export function providerPageQuery(
  db: Database,
  filters: ProviderSearchFilters,
  page: ProviderSearchPage,
) {
  const { ctes, rows } = pageRows(db, filters, page);
  const card = alias(providers, 'card');
  return db
    .with(...ctes)
    .select({
      id: card.id,
      uuid: card.uuid,
      firstname: card.firstname,
      lastname: card.lastname,
      providerType: card.providerType,
      gender: card.gender,
      languages: card.languages,
      concerns: card.concerns,
      yearsOfExperience: card.yearsOfExperience,
      photoUrl: card.photoUrl,
      priceTier: card.priceTier,
      earliestAt: isoUtc(sql`${rows.earliestAt}`),
      sessionKinds: sessionKindsJson(card.id),
      clinics: cardClinicsJson(card.id),
      key1: sql<number>`${rows.key1}`.mapWith(Number),
      key2: sql<number>`${rows.key2}`.mapWith(Number),
    })
    .from(rows)
    .innerJoin(card, eq(card.id, rows.id))
    .orderBy(rows.key1, rows.key2, asc(rows.id))
    .limit(page.limit);
}

export type ProviderSearchRow = Awaited<ReturnType<typeof providerPageQuery>>[number];
