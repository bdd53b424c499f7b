import { describe, expect, it } from 'vitest';
import {
  ZoneDay,
  dayNumber,
  isValidTimeZone,
  isoDate,
  isoWeekday,
  localDayOf,
  minuteOfDay,
  offsetMinutesAt,
} from './time-zones';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('time zone arithmetic (Intl offsets, no library)', () => {
  it('reads offsets, including half-hour zones and both sides of a change', () => {
    expect(offsetMinutesAt('Asia/Kolkata', at('2026-03-29T00:00:00Z'))).toBe(330);
    expect(offsetMinutesAt('Europe/London', at('2026-03-29T00:59:59Z'))).toBe(0);
    expect(offsetMinutesAt('Europe/London', at('2026-03-29T01:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('America/New_York', at('2026-11-01T05:59:59.999Z'))).toBe(-240);
    expect(offsetMinutesAt('America/New_York', at('2026-11-01T06:00:00Z'))).toBe(-300);
  });

  it('converts dates, weekdays and times of day', () => {
    expect(isoDate(dayNumber('2026-03-29'))).toBe('2026-03-29');
    expect(isoWeekday(dayNumber('2026-03-29'))).toBe(7); // a Sunday
    expect(isoWeekday(dayNumber('2026-01-19'))).toBe(1); // a Monday
    expect(minuteOfDay('09:30:00')).toBe(570);
    expect(minuteOfDay('24:00')).toBe(1440);
    // 20:00Z on 28 Mar is already 01:30 on the 29th in Kolkata.
    expect(isoDate(localDayOf('Asia/Kolkata', at('2026-03-28T20:00:00Z')))).toBe('2026-03-29');
    expect(isValidTimeZone('Asia/Dubai')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('skips the wall time that does not exist when clocks go forward', () => {
    const day = new ZoneDay('Europe/London', dayNumber('2026-03-29'));
    expect(iso(day.toUtc(0))).toBe('2026-03-29T00:00:00.000Z');
    expect(day.toUtc(90)).toBeNull(); // 01:30 never happens
    expect(iso(day.toUtc(120))).toBe('2026-03-29T01:00:00.000Z'); // 02:00 BST
    // As the end of a window, 01:30 means "when the clocks jump".
    expect(iso(day.toUtcClamped(90))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('names the first instant of a wall time that happens twice when clocks go back', () => {
    const day = new ZoneDay('America/New_York', dayNumber('2026-11-01'));
    expect(iso(day.toUtc(90))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not 01:30 EST
    expect(iso(day.toUtc(120))).toBe('2026-11-01T07:00:00.000Z'); // 02:00 EST
    expect(iso(day.toUtc(1440))).toBe('2026-11-02T05:00:00.000Z'); // 24:00 = next midnight
  });
});
