import { describe, expect, it } from 'vitest';
import { formatDateTime, greetingFor, relativeDateTime, relativeDayLabel } from './dates';

describe('dates (SPEC §9)', () => {
  it("formats as 'DD MMM YYYY, hh:mm A' and gives '' for an invalid date", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('05 Jan 2026, 02:07 PM');
    expect(formatDateTime('not a date')).toBe('');
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
    expect(relativeDateTime('garbage', now)).toBe('');
  });

  it('greets by the time of day', () => {
    expect(greetingFor(new Date(2026, 0, 1, 8))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 0, 1, 13))).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 1, 19))).toBe('Good evening');
  });
});
