import { and, asc, eq, inArray, lt, min, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';
import {
  filterConditions,
  nonEmpty,
  type ProviderSearchFilters,
  type ProviderSearchPage,
} from './search-filters';
import { providers } from './tables';

/**
 * How many of `wanted` the array column holds: a sum of containment tests, plain expressions the
 * executor evaluates per row without a subquery (0 when nothing is wanted).
 */
const matchCount = (column: AnyColumn, wanted: string[] | undefined) =>
  nonEmpty(wanted)
    ? sql.join(
        wanted.map((value) => sql`(${column} @> array[${value}]::text[])::int`),
        sql` + `,
      )
    : sql`0`;

/**
 * The page's provider ids and sort keys, computed for every matching provider and sorted: the
 * general plan, for `relevance` and for `earliest` over several session kinds (the earliest slot
 * of any of them). A lateral lookup per candidate reads its cached slots by primary key.
 */
export function pageByScore(
  db: Database,
  filters: ProviderSearchFilters,
  page: ProviderSearchPage,
) {
  const kinds = nonEmpty(filters.sessionKinds) ? filters.sessionKinds : [ANY_SESSION_KIND];
  const next = db
    .select({ earliestAt: min(providerNextAvailability.earliestAt).as('earliest_at') })
    .from(providerNextAvailability)
    .where(
      and(
        eq(providerNextAvailability.providerId, providers.id),
        inArray(providerNextAvailability.sessionKind, kinds),
      ),
    )
    .as('next');

  const [key1, key2] =
    page.sort === 'earliest'
      ? [
          sql<number>`(${next.earliestAt} is null)::int::float8`,
          sql<number>`coalesce(extract(epoch from ${next.earliestAt}) * 1000000, 0)::float8`,
        ]
      : [
          sql<number>`(-(${matchCount(providers.concerns, filters.concerns)} + ${matchCount(providers.languages, filters.languages)}))::float8`,
          sql<number>`(-${providers.yearsOfExperience})::float8`,
        ];
  const { after } = page;
  return db
    .select({
      id: providers.id,
      earliestAt: sql<Date | null>`${next.earliestAt}`.as('page_earliest_at'),
      key1: key1.as('key1'),
      key2: key2.as('key2'),
    })
    .from(providers)
    .leftJoinLateral(next, sql`true`)
    .where(
      and(
        ...filterConditions(filters),
        filters.availableBefore ? lt(next.earliestAt, filters.availableBefore) : undefined,
        after
          ? sql`(${key1}, ${key2}, ${providers.id}) > (${after.key[0]}::float8, ${after.key[1]}::float8, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(key1, key2, asc(providers.id))
    .limit(page.limit)
    .as('page');
}
