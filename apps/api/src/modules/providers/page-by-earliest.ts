import type { SessionKind } from '@kaizen/contracts';
import { and, asc, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerNextAvailability as next, type ANY_SESSION_KIND } from '../scheduling/tables';
import {
  filterConditions,
  type ProviderSearchFilters,
  type ProviderSearchPage,
} from './search-filters';
import { providers } from './tables';

/** An instant from epoch microseconds, exactly (no floating-point seconds). */
const fromEpochMicros = (micros: number) =>
  sql`(timestamptz 'epoch' + ${micros}::float8 * interval '1 microsecond')`;

/**
 * The page's provider ids and sort keys for `earliest` over one session kind (or any): walks the
 * availability index (kind, earliest_at, provider_id) in order and checks each provider's filters
 * by primary key, stopping at a page's worth, so the cost follows the page size rather than the
 * directory size. Providers with nothing bookable follow in id order. The planner may instead
 * filter providers first when the filters are very selective; both give the same rows.
 */
export function pageByEarliest(
  db: Database,
  filters: ProviderSearchFilters,
  page: ProviderSearchPage,
  kind: SessionKind | typeof ANY_SESSION_KIND,
) {
  const { after, limit } = page;
  const inUndated = after?.key[0] === 1;
  const datedRows = db
    .select({
      id: providers.id,
      earliestAt: sql<Date | null>`${next.earliestAt}`.as('page_earliest_at'),
      key1: sql<number>`0::float8`.as('key1'),
      key2: sql<number>`(extract(epoch from ${next.earliestAt}) * 1000000)::float8`.as('key2'),
    })
    .from(next)
    .innerJoin(providers, eq(providers.id, next.providerId))
    .where(
      and(
        eq(next.sessionKind, kind),
        isNotNull(next.earliestAt),
        ...filterConditions(filters),
        filters.availableBefore ? lt(next.earliestAt, filters.availableBefore) : undefined,
        after && !inUndated
          ? sql`(${next.earliestAt}, ${next.providerId}) > (${fromEpochMicros(after.key[1])}, ${after.id}::int)`
          : undefined,
        // A cursor already among the undated rows: nothing dated is left.
        inUndated ? sql`false` : undefined,
      ),
    )
    .orderBy(asc(next.earliestAt), asc(next.providerId))
    .limit(limit);
  if (filters.availableBefore) return { ctes: [], rows: datedRows.as('page') };
  // Referenced twice below, so PostgreSQL computes it once (a materialised CTE). The caller puts
  // it in the WITH of the whole statement, where both branches of the union see it.
  const dated = db.$with('dated').as(datedRows);

  const undated = db
    .select({
      id: providers.id,
      earliestAt: sql<Date | null>`null::timestamptz`.as('page_earliest_at'),
      key1: sql<number>`1::float8`.as('key1'),
      key2: sql<number>`0::float8`.as('key2'),
    })
    .from(providers)
    .where(
      and(
        ...filterConditions(filters),
        notExists(
          db
            .select({ one: sql`1` })
            .from(next)
            .where(
              and(
                eq(next.providerId, providers.id),
                eq(next.sessionKind, kind),
                isNotNull(next.earliestAt),
              ),
            ),
        ),
        inUndated && after ? gt(providers.id, after.id) : undefined,
        // Only when the dated rows do not fill the page. Uncorrelated, so PostgreSQL checks it
        // once before this branch runs (a one-time filter) and skips the branch otherwise.
        sql`(select count(*) from ${dated}) < ${limit}`,
      ),
    )
    .orderBy(asc(providers.id))
    .limit(limit);
  return { ctes: [dated], rows: db.select().from(dated).unionAll(undated).as('page') };
}
