import type { BusyIntervalSource } from '../../scheduling/service';
import { liveIntervals } from '../queries';

/**
 * Booked and held time, for scheduling's slot computation: registered once (service.ts) so that
 * taken time disappears from slots and from earliest_available_datetime.
 */
export const bookedTime: BusyIntervalSource = {
  async busyIntervals(db, providerIds, range) {
    if (providerIds.length === 0) return [];
    return liveIntervals(db, providerIds, range);
  },
};
