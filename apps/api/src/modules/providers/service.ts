import {
  PROVIDER_NOT_FOUND_MESSAGE,
  providerListResponseSchema,
  providerTypesForFilter,
  unknownFilterValueMessage,
  type Clinic,
  type ProviderCard,
  type ProviderProfile,
  type ProviderSearchQuery,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../lib/http-errors';
import { decodeCursor, encodeCursor } from './cursor';
import { readThrough, type SnapshotCache } from '../../db/snapshot-cache';
import {
  activeClinicIds,
  findActiveProviderByUuid,
  listActiveClinics,
  type ClinicRow,
  type ProviderRow,
} from './queries';
import {
  providerPageQuery,
  type ProviderSearchFilters,
  type ProviderSearchRow,
} from './search-query';
import { providers } from './tables';
import { toCard, toClinic, toProfile } from './views';

export { appVisibility, locationFromHeaders } from './visibility';
export { rankProviders } from './ranking-query';
export {
  clinicOffers,
  listedProviders,
  offeredSessionKind,
  providerById,
  providerIdsWithUuid,
  type SessionKindRow,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60_000;
const DAY_MS = 1_440 * MINUTE_MS;

interface ProviderPage {
  providers: ProviderCard[];
  next_cursor: string | null;
}

/** What the listing needs besides the query. */
interface SearchContext {
  /** "Available within N days" counts from the start of this minute. */
  now: Date;
  /** SPEC §5 avatar rule: photos must live under the avatar folder of this host. */
  assetsHost: string;
}

/**
 * Query words → the values stored in the table (aliases expanded, duplicates dropped, sorted so
 * that the same filters in another order are the same cache entry).
 */
function resolveFilters(query: ProviderSearchQuery, now: Date): ProviderSearchFilters {
  const unique = <T extends string | number>(values: T[] | undefined) =>
    values ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined;
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return {
    types: unique(query.type?.flatMap(providerTypesForFilter)),
    languages: unique(query.languages),
    genders: unique(query.gender),
    priceTiers: unique(query.price),
    maxPriceTier: query.max_price_tier,
    concerns: unique(query.concerns),
    sessionKinds: unique(query.session_kinds),
    clinicIds: unique(query.ih_clinic_ids),
    cities: unique(query.city),
    availableBefore:
      query.available_within_days === undefined
        ? undefined
        : new Date(minute + query.available_within_days * DAY_MS),
  };
}

/** A clinic id that names no clinic is an unknown filter value like any other (422). */
async function checkClinicIds(db: Database, ids: number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const known = await activeClinicIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw unprocessable(...unknown.map((id) => unknownFilterValueMessage('clinic', String(id))));
  }
}

async function readPage(
  db: Database,
  filters: ProviderSearchFilters,
  query: ProviderSearchQuery,
  context: SearchContext,
): Promise<ProviderPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  await checkClinicIds(db, filters.clinicIds);
  // One row more than asked tells whether another page follows.
  const rows = await providerPageQuery(db, filters, {
    sort: query.sort,
    after,
    limit: query.limit + 1,
  });
  const shown = rows.slice(0, query.limit);
  const last: ProviderSearchRow | undefined = shown.at(-1);
  return {
    providers: shown.map((row) => toCard(row, context.assetsHost)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor(query.sort, { key: [last.key1, last.key2], id: last.id })
        : null,
  };
}

/**
 * GET /api/providers as the response body, checked against the contract once and kept in
 * `cache` (serialised JSON) for as long as the database has not changed (search-cache.ts): a
 * repeated search costs one trivial statement and no serialisation.
 */
export async function searchProvidersBody(
  db: Database,
  query: ProviderSearchQuery,
  context: SearchContext & { cache: SnapshotCache<Promise<string>> },
): Promise<string> {
  const filters = resolveFilters(query, context.now);
  const { sort, cursor, limit } = query;
  return readThrough(db, context.cache, [filters, sort, cursor, limit], async () => {
    const page = await readPage(db, filters, query, context);
    return JSON.stringify(providerListResponseSchema.parse({ data: page }));
  });
}

/** GET /api/providers/{uuid}: an active provider's profile; 404 otherwise. */
export async function providerProfile(
  db: Database,
  uuid: string,
  assetsHost: string,
): Promise<ProviderProfile> {
  const row = UUID.test(uuid) ? await findActiveProviderByUuid(db, uuid.toLowerCase()) : null;
  if (!row) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  return toProfile(row, assetsHost);
}

/**
 * The listed (active) provider with this uuid, or null: the one rule of which providers the
 * public can see, for other modules (scheduling's slots route).
 */
export async function findProviderByUuid(db: Database, uuid: string): Promise<ProviderRow | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db.select().from(providers).where(eq(providers.uuid, uuid.toLowerCase()));
  return row?.active ? row : null;
}

/** GET /api/clinics: every active clinic, by city; an empty list when there are none. */
export async function listClinics(db: Database): Promise<Clinic[]> {
  const rows: ClinicRow[] = await listActiveClinics(db);
  return rows.map(toClinic);
}
