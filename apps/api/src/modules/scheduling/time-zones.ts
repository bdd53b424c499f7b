/**
 * Local wall-clock time ↔ UTC for IANA time zones, with nothing but Intl.DateTimeFormat.
 *
 * Local calendar dates are "day numbers": days since 1970-01-01 of the wall-clock date, so date
 * arithmetic is integer arithmetic and a day's midnight "as if UTC" is `day * DAY_MS`.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

// Creating a DateTimeFormat costs far more than using one: one per zone for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone's wall clock is ahead of UTC at this instant (+330 in Asia/Kolkata). */
export function offsetMinutesAt(timeZone: string, epochMs: number): number {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return Math.round((wallAsUtc - wholeSecond) / MINUTE_MS);
}

/** The local calendar day (day number) of an instant in a zone. */
export function localDayOf(timeZone: string, epochMs: number): number {
  return Math.floor((epochMs + offsetMinutesAt(timeZone, epochMs) * MINUTE_MS) / DAY_MS);
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** "2026-03-29" → day number. */
export function dayNumber(isoDate: string): number {
  return (
    Date.UTC(
      Number(isoDate.slice(0, 4)),
      Number(isoDate.slice(5, 7)) - 1,
      Number(isoDate.slice(8, 10)),
    ) / DAY_MS
  );
}

/** Day number → "2026-03-29". */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "09:30" or "09:30:00" (PostgreSQL `time`) → minutes after midnight; "24:00" → 1440. */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A zone's offset before and after one local day, and when it changes (if it does). */
interface DayOffsets {
  before: number;
  after: number;
  /** First instant with the `after` offset; only meaningful when before ≠ after. */
  changeAt: number;
}

// A zone's offsets on a given day never change, so they are remembered (bounded: cleared when
// full). After the first query a 14-day slot computation needs no Intl call for them.
const DAY_OFFSETS_LIMIT = 50_000;
const dayOffsetCache = new Map<string, DayOffsets>();

function dayOffsets(timeZone: string, day: number): DayOffsets {
  const key = `${timeZone}|${day}`;
  const cached = dayOffsetCache.get(key);
  if (cached) return cached;
  // Offsets run from −12 h to +14 h, so these instants lie before and after every wall time of
  // this day (including its 24:00). This assumes a zone changes offset at most once within
  // those ~52 hours, which holds for every zone in the tz database.
  let low = day * DAY_MS - 15 * HOUR_MS;
  let high = (day + 1) * DAY_MS + 13 * HOUR_MS;
  const before = offsetMinutesAt(timeZone, low);
  const after = offsetMinutesAt(timeZone, high);
  if (before !== after) {
    // Offset changes happen on whole minutes: binary search for the first minute of `after`.
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutesAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
  }
  const offsets = { before, after, changeAt: high };
  if (dayOffsetCache.size >= DAY_OFFSETS_LIMIT) dayOffsetCache.clear();
  dayOffsetCache.set(key, offsets);
  return offsets;
}

/**
 * One local calendar day of one zone, converting its wall-clock minutes to UTC instants. On the
 * ~363 days a year without an offset change this is plain arithmetic.
 */
export class ZoneDay {
  private readonly midnightAsUtc: number;
  private readonly offsets: DayOffsets;

  constructor(timeZone: string, day: number) {
    this.midnightAsUtc = day * DAY_MS;
    this.offsets = dayOffsets(timeZone, day);
  }

  /**
   * The instant this wall time names, or null when it does not exist (the hour skipped when
   * clocks go forward). A wall time that happens twice (clocks go back) names its first instant.
   */
  toUtc(minute: number): number | null {
    const { before, after, changeAt } = this.offsets;
    const wall = this.midnightAsUtc + minute * MINUTE_MS;
    if (before === after) return wall - before * MINUTE_MS;
    const inBefore = wall - before * MINUTE_MS;
    const inAfter = wall - after * MINUTE_MS;
    const beforeValid = inBefore < changeAt;
    const afterValid = inAfter >= changeAt;
    if (beforeValid && afterValid) return Math.min(inBefore, inAfter);
    if (beforeValid) return inBefore;
    if (afterValid) return inAfter;
    return null;
  }

  /**
   * Like toUtc, but a wall time inside the skipped hour becomes the moment the clocks jump: the
   * right reading for the END of a window ("until 01:30" ends when 01:00 becomes 02:00).
   */
  toUtcClamped(minute: number): number {
    return this.toUtc(minute) ?? this.offsets.changeAt;
  }
}
