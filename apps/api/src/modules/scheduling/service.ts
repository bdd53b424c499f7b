import {
  PROVIDER_NOT_FOUND_MESSAGE,
  type ProviderSlots,
  type ProviderSlotsQuery,
  type SessionKind,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { bindFirst, type BoundOperations } from '../../lib/bind-first';
import { notFound, unprocessable } from '../../lib/http-errors';
import { createSnapshotCache, readThrough, type SnapshotCache } from '../../db/snapshot-cache';
import {
  busyRangeAround,
  loadAvailability,
  slotQueryFor,
  type ProviderAvailability,
} from './availability';
import {
  addDateChange,
  removeDateChange,
  saveScheduleSettings,
  saveWeeklyHours,
} from './availability-writes';
import type { BusySources } from './busy-time';
import {
  isNextAvailabilityStale,
  refreshAllNextAvailability,
  refreshNextAvailability,
  refreshNextAvailabilityAfterBooking,
  refreshNextAvailabilityOf,
  refreshStaleNextAvailability,
  startNextAvailabilityRefresher,
} from './next-availability';
import { findProviderByUuid } from '../providers/service';
import { nextAvailabilityRow } from './queries';
import { computeSlots, type BusyInterval } from './slots';
import type { ANY_SESSION_KIND } from './tables';

// The scheduling module's surface for routes and other modules (bookings, providers, seeders).
// Everything that reads busy time is a method of a Scheduling built by createScheduling with
// its busy-time sources (bookings' booked and held time, wired in app.ts).
export type { BusyIntervalSource, BusySources, ProviderBusyInterval } from './busy-time';
export { isNextAvailabilityStale } from './next-availability';
export { ANY_SESSION_KIND } from './tables';

export const kindNotOfferedMessage = (kind: SessionKind): string =>
  `This expert does not offer ${kind} sessions.`;

/** The operations that read busy time (see createScheduling). */
const boundOperations = {
  slotsForProvider,
  providerSlots,
  earliestAvailableAt,
  refreshNextAvailability,
  refreshNextAvailabilityAfterBooking,
  refreshNextAvailabilityOf,
  refreshAllNextAvailability,
  refreshStaleNextAvailability,
  startNextAvailabilityRefresher,
  saveWeeklyHours,
  saveScheduleSettings,
  addDateChange,
  removeDateChange,
};

/** One app's scheduling: every operation that reads busy time, bound to its sources. */
export type Scheduling = BoundOperations<typeof boundOperations> & {
  readonly busySources: BusySources;
};

export const createScheduling = ({ busySources }: { busySources: BusySources }): Scheduling => ({
  ...bindFirst(busySources, boundOperations),
  busySources,
});

interface ProviderSlotTimes {
  timeZone: string;
  durationMinutes: number;
  /** UTC instants, ascending, unique. */
  slots: Date[];
}

/** Bookable slot starts of one provider and kind in [from, to). 422 if the kind is not offered. */
async function slotsForProvider(
  sources: BusySources,
  db: Database,
  providerId: number,
  window: {
    from: Date;
    to: Date;
    kind: SessionKind;
    /** Busy time to treat as free: the session being moved, which must not block its own move. */
    freeing?: BusyInterval;
    /** The person booking: their own payment holds are free time to them. */
    holderId?: number;
  },
  now: Date,
): Promise<ProviderSlotTimes> {
  const loaded = (await loadAvailability(sources, db, [providerId], busyRangeAround(window))).get(
    providerId,
  );
  if (!loaded) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  const { freeing, holderId } = window;
  const availability = {
    ...loaded,
    busy: loaded.busy.filter(
      (busy) =>
        !(freeing && sameInterval(busy, freeing)) &&
        !(holderId !== undefined && busy.holderId === holderId),
    ),
  };
  return slotTimes(availability, window, now);
}

function slotTimes(
  availability: ProviderAvailability,
  window: { from: Date; to: Date; kind: SessionKind },
  now: Date,
): ProviderSlotTimes {
  const query = slotQueryFor(availability, window.kind, now);
  if (!query) throw unprocessable(kindNotOfferedMessage(window.kind));
  return {
    timeZone: query.timeZone,
    durationMinutes: query.durationMinutes,
    slots: computeSlots({ ...query, from: window.from, to: window.to }),
  };
}

/**
 * The provider's earliest bookable slot for a kind (or `any`), from the cache; a missing or
 * stale row is recomputed first. Null: nothing bookable within the horizon, or kind not offered.
 */
async function earliestAvailableAt(
  sources: BusySources,
  db: Database,
  providerId: number,
  kind: SessionKind | typeof ANY_SESSION_KIND,
  now: Date,
): Promise<Date | null> {
  const cached = await nextAvailabilityRow(db, providerId, kind);
  if (cached && !isNextAvailabilityStale(cached, now)) return cached.earliestAt;
  await refreshNextAvailability(sources, db, providerId, now);
  return (await nextAvailabilityRow(db, providerId, kind))?.earliestAt ?? null;
}

/** What the public slots route keeps per provider and busy range (see providerSlots). */
type SlotsCache = SnapshotCache<Promise<{ uuid: string; availability: ProviderAvailability }>>;
export const createSlotsCache = (): SlotsCache => createSnapshotCache();

/**
 * GET /api/providers/{uuid}/slots: unknown or unlisted uuid → 404. The provider's rules,
 * exceptions, settings and busy time are read through the snapshot cache (any committed write,
 * a booking or an expired hold included, moves the snapshot), and the slots are computed from
 * them for this moment, so minimum notice is always current.
 */
async function providerSlots(
  sources: BusySources,
  db: Database,
  uuid: string,
  query: ProviderSlotsQuery,
  now: Date,
  cache: SlotsCache,
  /** The signed-in person asking: their own payment holds read as free time to them. */
  options: { viewerId?: number | null } = {},
): Promise<ProviderSlots> {
  const window = { from: new Date(query.from), to: new Date(query.to), kind: query.kind };
  const busyRange = busyRangeAround(window);
  const key = [uuid, busyRange.from.getTime(), busyRange.to.getTime()];
  const loaded = await readThrough(db, cache, key, async () => {
    const provider = await findProviderByUuid(db, uuid);
    if (!provider) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
    const availability = (await loadAvailability(sources, db, [provider.id], busyRange)).get(
      provider.id,
    );
    if (!availability) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
    return { uuid: provider.uuid, availability };
  });
  const { viewerId } = options;
  const availability =
    viewerId === undefined || viewerId === null
      ? loaded.availability
      : {
          ...loaded.availability,
          busy: loaded.availability.busy.filter((busy) => busy.holderId !== viewerId),
        };
  const times = slotTimes(availability, window, now);
  return {
    provider_uuid: loaded.uuid,
    kind: query.kind,
    time_zone: times.timeZone,
    duration_minutes: times.durationMinutes,
    slots: times.slots.map((slot) => slot.toISOString()),
  };
}

const sameInterval = (a: BusyInterval, b: BusyInterval) =>
  a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();
