import { describe, expect, it } from 'vitest';
import { dateTimeText } from './date-time-text';

// SPEC §9 "DD MMM YYYY, hh:mm A" as receipts, payment descriptions and emails print it.
describe('dateTimeText', () => {
  it('writes the hour after noon and after midnight as 12, not 00', () => {
    expect(dateTimeText(new Date('2026-11-26T17:10:00Z'), 'America/New_York')).toBe(
      '26 Nov 2026, 12:10 PM',
    );
    expect(dateTimeText(new Date('2026-11-26T18:40:00Z'), 'Asia/Kolkata')).toBe(
      '27 Nov 2026, 12:10 AM',
    );
  });

  it('pads the other hours to two digits', () => {
    expect(dateTimeText(new Date('2026-11-26T12:30:00Z'), 'Asia/Kolkata')).toBe(
      '26 Nov 2026, 06:00 PM',
    );
  });
});
