import { SESSION_KINDS } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loadAvailability, slotQueryFor, type ProviderAvailability } from './availability';
import type { BusySources } from './busy-time';
import {
  allProviderIds,
  lockNextAvailability,
  staleNextAvailabilityProviders,
  storeNextAvailability,
  type NextAvailabilityRow,
} from './queries';
import { earliestSlot } from './slots';
import { ANY_SESSION_KIND } from './tables';
import { DAY_MS, HOUR_MS } from './time-zones';

/** A cached earliest slot computed longer ago than this is recomputed before use. */
export const NEXT_AVAILABILITY_MAX_AGE_MS = HOUR_MS;
/** Providers refreshed per statement batch: keeps parameter counts and lock sets small. */
const REFRESH_BATCH = 200;

/**
 * Stale: the cached slot has started (or passed), or the value is over an hour old (the horizon
 * has moved on, so a provider who had nothing may have something now).
 */
export function isNextAvailabilityStale(
  row: Pick<NextAvailabilityRow, 'earliestAt' | 'computedAt'>,
  now: Date,
): boolean {
  return (
    row.computedAt.getTime() < now.getTime() - NEXT_AVAILABILITY_MAX_AGE_MS ||
    (row.earliestAt !== null && row.earliestAt.getTime() <= now.getTime())
  );
}

/** The cache rows of one provider: one per kind offered, and `any` for the earliest of them. */
export function nextAvailabilityRows(
  availability: ProviderAvailability,
  now: Date,
): NextAvailabilityRow[] {
  const providerId = availability.profile.providerId;
  const rows: NextAvailabilityRow[] = [];
  let earliestOverall: Date | null = null;
  for (const kind of SESSION_KINDS) {
    const query = slotQueryFor(availability, kind, now);
    if (!query) continue;
    const earliestAt = earliestSlot(query);
    rows.push({ providerId, sessionKind: kind, earliestAt, computedAt: now });
    if (earliestAt && (!earliestOverall || earliestAt < earliestOverall))
      earliestOverall = earliestAt;
  }
  rows.push({
    providerId,
    sessionKind: ANY_SESSION_KIND,
    earliestAt: earliestOverall,
    computedAt: now,
  });
  return rows;
}

/**
 * Recomputes and stores the cached earliest slots of these providers.
 *
 * Contract: call this whenever a provider's rules, exceptions, settings, session kinds or
 * bookings/holds change, INSIDE the transaction that makes the change (pass that transaction as
 * `db`). It locks the providers' cache rows first, so a concurrent booking of the same provider
 * waits and then sees this one's committed booking: the cache is never stale after a booking.
 */
export async function refreshNextAvailabilityOf(
  sources: BusySources,
  db: Database,
  providerIds: readonly number[],
  now: Date,
): Promise<void> {
  if (providerIds.length === 0) return;
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Database;
    await lockNextAvailability(trx, providerIds);
    const horizonEnd = new Date(now.getTime() + 366 * DAY_MS);
    const loaded = await loadAvailability(sources, trx, providerIds, { from: now, to: horizonEnd });
    const rows = [...loaded.values()].flatMap((availability) =>
      nextAvailabilityRows(availability, now),
    );
    await storeNextAvailability(trx, rows);
  });
}

export async function refreshNextAvailability(
  sources: BusySources,
  db: Database,
  providerId: number,
  now: Date,
): Promise<void> {
  await refreshNextAvailabilityOf(sources, db, [providerId], now);
}

/** Every provider, in batches (the demo seeder, or after a bulk import). Returns the count. */
export async function refreshAllNextAvailability(
  sources: BusySources,
  db: Database,
  now: Date,
): Promise<number> {
  const ids = await allProviderIds(db);
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    await refreshNextAvailabilityOf(sources, db, ids.slice(start, start + REFRESH_BATCH), now);
  }
  return ids.length;
}

/**
 * Recomputes up to `limit` providers whose cache is stale (optionally only among `providerIds`,
 * e.g. the page a listing is about to show); returns how many. Cheap when nothing is stale: one
 * query over two index ranges. A timer or a listing may call it before reading the cache.
 */
export async function refreshStaleNextAvailability(
  sources: BusySources,
  db: Database,
  now: Date,
  options: { limit?: number; providerIds?: readonly number[] } = {},
): Promise<number> {
  if (options.providerIds?.length === 0) return 0;
  const computedBefore = new Date(now.getTime() - NEXT_AVAILABILITY_MAX_AGE_MS);
  const ids = await staleNextAvailabilityProviders(db, now, computedBefore, {
    limit: options.limit ?? REFRESH_BATCH,
    providerIds: options.providerIds,
  });
  await refreshNextAvailabilityOf(sources, db, ids, now);
  return ids.length;
}

/**
 * Keeps the cache fresh without waiting for a read: every `intervalMs`, recomputes stale rows in
 * batches until none is left, so listings sorted by earliest slot never show a time that has
 * passed for long. Safe on many API instances at once (row locks). Returns a stop function.
 */
export function startNextAvailabilityRefresher(
  sources: BusySources,
  db: Database,
  clock: Clock,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await refreshStaleNextAvailability(sources, db, clock.now())) === REFRESH_BATCH);
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
