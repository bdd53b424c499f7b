import { JOIN_OPENS_MINUTES_BEFORE_START, type Booking } from './bookings';

export type JoinWindow =
  { state: 'before'; opensAt: Date } | { state: 'open' } | { state: 'ended' };

/**
 * SPEC §4 join session: open from JOIN_OPENS_MINUTES_BEFORE_START minutes before the start until
 * the end (the server checks the same window against its own clock).
 */
export function joinWindow(booking: Pick<Booking, 'starts_at' | 'ends_at'>, now: Date): JoinWindow {
  const opensAt = new Date(
    new Date(booking.starts_at).getTime() - JOIN_OPENS_MINUTES_BEFORE_START * 60_000,
  );
  if (now < opensAt) return { state: 'before', opensAt };
  if (now >= new Date(booking.ends_at)) return { state: 'ended' };
  return { state: 'open' };
}
