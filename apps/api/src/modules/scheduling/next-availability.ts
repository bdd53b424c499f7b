import { SESSION_KINDS, type SessionKind } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  busyRangeAround,
  loadAvailability,
  slotQueryFor,
  type ProviderAvailability,
} from './availability';
import type { BusySources } from './busy-time';
import {
  allProviderIds,
  lockNextAvailability,
  nextAvailabilityRowsOf,
  staleNextAvailabilityProviders,
  storeNextAvailability,
  type NextAvailabilityRow,
} from './queries';
import { computeSlots, earliestSlot } from './slots';
import { ANY_SESSION_KIND } from './tables';
import { DAY_MS, HOUR_MS } from './time-zones';

/** A cached earliest slot computed longer ago than this is recomputed before use. */
const NEXT_AVAILABILITY_MAX_AGE_MS = HOUR_MS;
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
function nextAvailabilityRows(
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
    await recompute(sources, trx, providerIds, now);
  });
}

/** The full recomputation over the whole horizon; the caller holds the rows' lock. */
async function recompute(
  sources: BusySources,
  db: Database,
  providerIds: readonly number[],
  now: Date,
): Promise<void> {
  const horizonEnd = new Date(now.getTime() + 366 * DAY_MS);
  const loaded = await loadAvailability(sources, db, providerIds, { from: now, to: horizonEnd });
  const rows = [...loaded.values()].flatMap((availability) =>
    nextAvailabilityRows(availability, now),
  );
  await storeNextAvailability(db, rows);
}

/**
 * The refresh after a booking that only ADDED busy time to the provider: no hold of theirs
 * expired and none was released in the same transaction (those free time: use the full refresh).
 * Busy time only takes slots away, so a kind's cached earliest slot stays the earliest while it
 * is still a slot, and a kind with none still has none. That is checked on the days of the cached
 * slots only (the provider's availability read around them, like the bookable check), instead of
 * recomputing the 366-day horizon; when a cached slot was taken, or a row is stale or missing,
 * it recomputes in full. Same lock as refreshNextAvailabilityOf; `tx` must be the booking's
 * transaction.
 */
export async function refreshNextAvailabilityAfterBooking(
  sources: BusySources,
  tx: Database,
  providerId: number,
  now: Date,
): Promise<void> {
  // Always called inside the booking's transaction (`tx`): no savepoint of its own, which would
  // cost two more round trips per booking.
  await lockNextAvailability(tx, [providerId]);
  if (await cachedSlotsStillHold(sources, tx, providerId, now)) return;
  await recompute(sources, tx, [providerId], now);
}

async function cachedSlotsStillHold(
  sources: BusySources,
  db: Database,
  providerId: number,
  now: Date,
): Promise<boolean> {
  const rows = await nextAvailabilityRowsOf(db, providerId);
  const kinds = rows.filter((row) => row.sessionKind !== ANY_SESSION_KIND);
  if (kinds.length === 0 || rows.some((row) => isNextAvailabilityStale(row, now))) return false;
  const starts = kinds.flatMap((row) => (row.earliestAt ? [row.earliestAt.getTime()] : []));
  if (starts.length === 0) return true;
  const around = busyRangeAround({
    from: new Date(Math.min(...starts)),
    to: new Date(Math.max(...starts) + 1),
  });
  const availability = (await loadAvailability(sources, db, [providerId], around)).get(providerId);
  if (!availability) return false;
  return kinds.every((row) => {
    const at = row.earliestAt;
    if (!at) return true;
    const query = slotQueryFor(availability, row.sessionKind as SessionKind, now);
    if (!query) return false;
    const slots = computeSlots({ ...query, from: at, to: new Date(at.getTime() + 1) });
    return slots.some((slot) => slot.getTime() === at.getTime());
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
