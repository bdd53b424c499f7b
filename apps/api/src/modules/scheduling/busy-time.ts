import type { Database } from '../../db/client';
import type { BusyInterval } from './slots';

export interface ProviderBusyInterval extends BusyInterval {
  providerId: number;
}

/**
 * Where a provider's taken time comes from: booked sessions, payment holds... The bookings module
 * implements this over its own tables and app.ts gives it to createScheduling, so that
 * scheduling never imports bookings. Intervals are UTC, end exclusive; any overlap with
 * [from, to) must be returned. It runs inside the caller's transaction when given one.
 */
export interface BusyIntervalSource {
  busyIntervals(
    db: Database,
    providerIds: readonly number[],
    range: { from: Date; to: Date },
  ): Promise<ProviderBusyInterval[]>;
}

/** The busy-time sources one scheduling instance reads (none: nobody is ever busy). */
export type BusySources = readonly BusyIntervalSource[];

/** Every source's busy time for these providers, grouped by provider. */
export async function busyIntervalsOf(
  sources: BusySources,
  db: Database,
  providerIds: readonly number[],
  range: { from: Date; to: Date },
): Promise<Map<number, BusyInterval[]>> {
  const grouped = new Map<number, BusyInterval[]>();
  if (providerIds.length === 0) return grouped;
  for (const source of sources) {
    for (const { providerId, ...interval } of await source.busyIntervals(db, providerIds, range)) {
      const list = grouped.get(providerId) ?? [];
      list.push(interval);
      grouped.set(providerId, list);
    }
  }
  return grouped;
}
