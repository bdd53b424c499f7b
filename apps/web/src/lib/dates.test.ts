import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, greetingFor, relativeDateTime, relativeDayLabel } from './dates';

const telemetry = vi.hoisted(() => ({ reportError: vi.fn(() => Promise.resolve()) }));
vi.mock('./telemetry', () => telemetry);

describe('dates (SPEC §9)', () => {
  beforeEach(() => telemetry.reportError.mockClear());

  it("formats as 'DD MMM YYYY, hh:mm A'", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05 Jan 2026, 02:07 PM');
    expect(telemetry.reportError).not.toHaveBeenCalled();
  });

  // SPEC §8: "date errors | 'Invalid Date Error', reported silently".
  it("shows 'Invalid Date Error' for a bad date and reports it once, silently", () => {
    expect(formatDateTime('not a date')).toBe('Invalid Date Error');
    expect(formatDateTime('not a date')).toBe('Invalid Date Error');
    expect(relativeDayLabel(null)).toBe('Invalid Date Error');
    expect(relativeDateTime(new Date(NaN))).toBe('Invalid Date Error');
    expect(telemetry.reportError).toHaveBeenCalledTimes(3);
    expect(telemetry.reportError).toHaveBeenCalledWith({
      message: 'Invalid Date Error: not a date',
    });
  });

  it('labels today and tomorrow', () => {
    const now = new Date(2026, 2, 10, 9);
    expect(relativeDayLabel(new Date(2026, 2, 10, 22), now)).toBe('Today');
    expect(relativeDayLabel(new Date(2026, 2, 11, 1), now)).toBe('Tomorrow');
    expect(relativeDayLabel(new Date(2026, 2, 12), now)).toBe('12 Mar 2026');
  });

  it("gives 'Today, 06:00 PM', 'Tomorrow, ...' or the full date-time", () => {
    const now = new Date(2026, 2, 10, 9);
    expect(relativeDateTime(new Date(2026, 2, 10, 18), now)).toBe('Today, 06:00 PM');
    expect(relativeDateTime(new Date(2026, 2, 11, 9, 30), now)).toBe('Tomorrow, 09:30 AM');
    expect(relativeDateTime(new Date(2026, 2, 13, 18), now)).toBe('13 Mar 2026, 06:00 PM');
    expect(relativeDateTime('garbage', now)).toBe('Invalid Date Error');
  });

  // A server-rendered page writes its times in one zone (SERVER_RENDER_TIME_ZONE), whatever the
  // zone of the machine that renders it: the day and the hour are the zone's.
  it('writes the relative day and time in a given zone', () => {
    const now = '2026-03-10T17:00:00Z'; // 22:30 in Kolkata, 17:00 in London
    const later = '2026-03-10T19:00:00Z'; // 00:30 on the 11th in Kolkata
    expect(relativeDateTime(later, now, 'Asia/Kolkata')).toBe('Tomorrow, 12:30 AM');
    expect(relativeDateTime(later, now, 'Europe/London')).toBe('Today, 07:00 PM');
    expect(relativeDayLabel('2026-03-12T20:00:00Z', now, 'Asia/Kolkata')).toBe('13 Mar 2026');
    expect(relativeDateTime('garbage', now, 'Asia/Kolkata')).toBe('Invalid Date Error');
  });

  it('greets by the time of day', () => {
    expect(greetingFor(new Date(2026, 0, 1, 8))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 0, 1, 13))).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 1, 19))).toBe('Good evening');
  });
});
