import { ADULT_AGE } from '../constants';

// SPEC §5: a person is an adult from the day they are at least 18 years old. Ages are counted on
// calendar dates, never by dividing milliseconds, so leap years and time zones cannot move the day.

/** A calendar date; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * A 'YYYY-MM-DD' string (a time part after it is ignored) is read as written; a Date is read in
 * the local time zone, the calendar of the person looking at it. Impossible dates give null.
 */
export function toCalendarDate(value: Date | string): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids DST edges.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whole years completed between the two dates; null if either is not a date. Someone born on
 * 29 February completes a year on 1 March in common years (the day after 28 February).
 */
export function ageInYears(birthDate: Date | string, today: Date | string): number | null {
  const birth = toCalendarDate(birthDate);
  const now = toCalendarDate(today);
  if (!birth || !now) return null;
  const birthdayReached =
    now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayReached ? 0 : 1);
}

/**
 * SPEC §5: at least 18 years from the birth date; 18 exactly on the 18th birthday. `today` is an
 * argument so that the rule stays pure (the API passes its clock, tests pass fixed dates).
 */
export function isAdult(birthDate: Date | string, today: Date | string): boolean {
  const age = ageInYears(birthDate, today);
  return age !== null && age >= ADULT_AGE;
}
