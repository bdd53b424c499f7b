import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import {
  DATE_FORMAT,
  INVALID_DATE_ERROR_MESSAGE,
  TODAY_LABEL,
  TOMORROW_LABEL,
} from '@kaizen/contracts';
import { reportError } from './telemetry';

const reported = new Set<string>();

/**
 * SPEC §8 "date errors: 'Invalid Date Error', reported silently": the text shown in place of the
 * date, and one error report per distinct bad value (a list re-renders often), nothing on screen
 * beyond the text.
 */
function invalidDate(value: ConfigType): string {
  const shown = value instanceof Date ? 'Invalid Date object' : String(value);
  if (!reported.has(shown) && reported.size < 50) {
    reported.add(shown);
    void reportError({ message: `${INVALID_DATE_ERROR_MESSAGE}: ${shown.slice(0, 100)}` });
  }
  return INVALID_DATE_ERROR_MESSAGE;
}

/** A valid date, or null (then the caller shows invalidDate's text). */
function validDate(value: ConfigType): Dayjs | null {
  const date = value === null ? dayjs(NaN) : dayjs(value);
  return date.isValid() ? date : null;
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time `date` shows in `zone`, as a dayjs in the runtime's own zone, so dayjs
 * formats it as someone in `zone` reads it (no time-zone plugin: Intl knows the zones). Without a
 * zone, the runtime's own (the viewer's, in a browser).
 */
function wallClock(date: Dayjs, zone: string | undefined): Dayjs {
  if (!zone) return date;
  let clock = zoneClocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneClocks.set(zone, clock);
  }
  const parts = clock.formatToParts(date.toDate());
  const at = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return dayjs(
    new Date(at('year'), at('month') - 1, at('day'), at('hour'), at('minute'), at('second')),
  );
}

/** SPEC §9 date format ('DD MMM YYYY, hh:mm A'); 'Invalid Date Error' for an invalid date. */
export function formatDateTime(value: ConfigType): string {
  const date = validDate(value);
  return date ? date.format(DATE_FORMAT) : invalidDate(value);
}

/**
 * SPEC §9 relative labels Today and Tomorrow, otherwise the date. In the viewer's time zone, or
 * in `zone` when given (a server-rendered page, see SERVER_RENDER_TIME_ZONE).
 */
export function relativeDayLabel(value: ConfigType, now?: ConfigType, zone?: string): string {
  const valid = validDate(value);
  if (!valid) return invalidDate(value);
  const date = wallClock(valid, zone);
  const today = wallClock(dayjs(now), zone).startOf('day');
  if (date.isSame(today, 'day')) return TODAY_LABEL;
  if (date.isSame(today.add(1, 'day'), 'day')) return TOMORROW_LABEL;
  return date.format('DD MMM YYYY');
}

/**
 * SPEC §9 date-time with the relative day: 'Today, 06:00 PM', 'Tomorrow, 09:30 AM', otherwise
 * 'DD MMM YYYY, hh:mm A'; 'Invalid Date Error' for an invalid date. In the viewer's time zone,
 * or in `zone` when given.
 */
export function relativeDateTime(value: ConfigType, now?: ConfigType, zone?: string): string {
  const valid = validDate(value);
  if (!valid) return invalidDate(value);
  const date = wallClock(valid, zone);
  const day = relativeDayLabel(date, wallClock(dayjs(now), zone));
  return day === TODAY_LABEL || day === TOMORROW_LABEL
    ? `${day}, ${date.format('hh:mm A')}`
    : date.format(DATE_FORMAT);
}

/** A greeting for the time of day, on the user's clock. */
export function greetingFor(now?: ConfigType): string {
  const hour = dayjs(now).hour();
  if (hour < 5) return 'Hello';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
