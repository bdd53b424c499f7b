import { DAY_MS, MINUTE_MS, ZoneDay, dayNumber, isoWeekday, localDayOf } from './time-zones';

/** A recurring weekly window in the provider's zone. Minutes after local midnight, end ≤ 1440. */
export interface WeeklyRule {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
  /** Local dates "YYYY-MM-DD", both inclusive; null = unbounded. */
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

/**
 * A change to one local date. `leave` removes that date's weekly hours; `extra` adds a window.
 * Both may exist on one date: leave plus extra hours replaces the day's usual hours.
 */
export type DateException =
  | { date: string; type: 'leave' }
  | { date: string; type: 'extra'; startMinute: number; endMinute: number };

/** Time the provider is already taken (bookings, holds), as UTC instants, end exclusive. */
export interface BusyInterval {
  start: Date;
  end: Date;
  /**
   * A payment hold, not yet a session: it hides its own time but keeps no buffer around it, so
   * an abandoned checkout does not take the neighbouring times out as well.
   */
  tentative?: boolean;
  /** Who holds it (tentative time only): that person sees the time as free (their own hold). */
  holderId?: number;
}

export interface SlotQuery {
  /** The provider's IANA zone: rules and exceptions are wall-clock times there. */
  timeZone: string;
  rules: readonly WeeklyRule[];
  exceptions: readonly DateException[];
  busy: readonly BusyInterval[];
  durationMinutes: number;
  /** Free time kept before and after every busy interval. */
  bufferMinutes: number;
  /** A slot must start at least this long after `now`. */
  minNoticeMinutes: number;
  /** A slot must start less than this many days after `now`. */
  horizonDays: number;
  /** The UTC window asked for: slot starts in [from, to). */
  from: Date;
  to: Date;
  now: Date;
}

type Window = [start: number, end: number];

/**
 * The bookable slot starts of one provider for one session kind: UTC instants, ascending, unique.
 *
 * Slots lie on a wall-clock grid: each merged window of a local date offers its start, then every
 * session length after it, while the session fits in the window. Stepping by the session length
 * (not length + buffer) keeps the times a provider publishes ("09:00, 09:50, 10:40") the same
 * every week; the buffer applies around booked sessions, so a booking takes its neighbours out
 * (a payment hold does not: it may never become a session).
 * Daylight saving: a grid time that does not exist that day (clocks forward) is skipped; one that
 * happens twice (clocks back) is offered once, at its first instant; a grid slot that would
 * overlap the previous one in real time is dropped, so no two offered slots overlap.
 */
export function computeSlots(query: SlotQuery): Date[] {
  const duration = query.durationMinutes * MINUTE_MS;
  const earliest = Math.max(
    query.from.getTime(),
    query.now.getTime() + query.minNoticeMinutes * MINUTE_MS,
  );
  const latest = Math.min(query.to.getTime(), query.now.getTime() + query.horizonDays * DAY_MS);
  if (duration <= 0 || earliest >= latest) return [];

  const isBlocked = blockedTest(query.busy, query.bufferMinutes * MINUTE_MS);
  const windowsOn = windowsByDay(query.rules, query.exceptions);
  const slots: number[] = [];
  let previousEnd = -Infinity;
  // One day either side: zones that step back across midnight can give an instant the date before.
  const lastDay = localDayOf(query.timeZone, latest) + 1;
  for (let day = localDayOf(query.timeZone, earliest) - 1; day <= lastDay; day++) {
    const windows = windowsOn(day);
    if (windows.length === 0) continue;
    const zoneDay = new ZoneDay(query.timeZone, day);
    for (const [startMinute, endMinute] of windows) {
      const windowEnd = zoneDay.toUtcClamped(endMinute);
      for (let minute = startMinute; minute + query.durationMinutes <= endMinute;) {
        const start = zoneDay.toUtc(minute);
        minute += query.durationMinutes;
        if (start === null || start < previousEnd || start + duration > windowEnd) continue;
        previousEnd = start + duration;
        if (start >= earliest && start < latest && !isBlocked(start, start + duration)) {
          slots.push(start);
        }
      }
    }
  }
  slots.sort((a, b) => a - b);
  return slots.filter((slot, i) => i === 0 || slot !== slots[i - 1]).map((slot) => new Date(slot));
}

/**
 * The first bookable slot within the horizon, or null. Searches a week at a time so that a
 * provider with free time soon costs one week of work, not the whole horizon.
 */
export function earliestSlot(query: Omit<SlotQuery, 'from' | 'to'>): Date | null {
  const now = query.now.getTime();
  const end = now + query.horizonDays * DAY_MS;
  for (let from = now; from < end; from += 7 * DAY_MS) {
    const [first] = computeSlots({
      ...query,
      from: new Date(from),
      to: new Date(Math.min(from + 7 * DAY_MS, end)),
    });
    if (first) return first;
  }
  return null;
}

/** Per local day: the weekly rules that apply, minus leave, plus extra hours, merged. */
function windowsByDay(
  rules: readonly WeeklyRule[],
  exceptions: readonly DateException[],
): (day: number) => Window[] {
  // Bucketed by weekday once, so each day only looks at its own rules.
  const byWeekday: { from: number; to: number; window: Window }[][] = [
    [],
    [],
    [],
    [],
    [],
    [],
    [],
    [],
  ];
  for (const rule of rules) {
    byWeekday[rule.weekday]?.push({
      from: rule.effectiveFrom === null ? -Infinity : dayNumber(rule.effectiveFrom),
      to: rule.effectiveTo === null ? Infinity : dayNumber(rule.effectiveTo),
      window: [rule.startMinute, rule.endMinute],
    });
  }
  const leave = new Set<number>();
  const extra = new Map<number, Window[]>();
  for (const exception of exceptions) {
    const day = dayNumber(exception.date);
    if (exception.type === 'leave') leave.add(day);
    else {
      const list = extra.get(day) ?? [];
      list.push([exception.startMinute, exception.endMinute]);
      extra.set(day, list);
    }
  }
  return (day) => {
    const windows: Window[] = [];
    for (const window of extra.get(day) ?? []) windows.push([window[0], window[1]]);
    if (!leave.has(day)) {
      for (const rule of byWeekday[isoWeekday(day)] ?? []) {
        if (rule.from <= day && day <= rule.to) windows.push([rule.window[0], rule.window[1]]);
      }
    }
    return mergeWindows(windows);
  };
}

/** Overlapping or touching windows become one, so the grid runs on across them (reuses, and may
 * change, the given tuples: pass fresh ones). */
export function mergeWindows(windows: Window[]): Window[] {
  if (windows.length < 2) return windows.filter((window) => window[0] < window[1]);
  windows.sort((a, b) => a[0] - b[0]);
  const merged: Window[] = [];
  for (const window of windows) {
    if (window[0] >= window[1]) continue;
    const last = merged[merged.length - 1];
    if (last && window[0] <= last[1]) last[1] = Math.max(last[1], window[1]);
    else merged.push(window);
  }
  return merged;
}

/**
 * Whether [start, end) touches busy time widened by the buffer (sessions only, not holds); binary
 * search over merged spans.
 */
function blockedTest(
  busy: readonly BusyInterval[],
  buffer: number,
): (start: number, end: number) => boolean {
  const spans = mergeWindows(
    busy.map((interval): Window => {
      const around = interval.tentative ? 0 : buffer;
      return [interval.start.getTime() - around, interval.end.getTime() + around];
    }),
  );
  return (start, end) => {
    let low = 0;
    let high = spans.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((spans[middle]?.[1] ?? Infinity) <= start) low = middle + 1;
      else high = middle;
    }
    const candidate = spans[low];
    return candidate !== undefined && candidate[0] < end;
  };
}
