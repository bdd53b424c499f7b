import { describe, expect, it } from 'vitest';
import { ageInYears, isAdult, toCalendarDate } from './age';

describe('isAdult (SPEC §5: at least 18 years from the birth date)', () => {
  it('is false the day before the 18th birthday', () => {
    expect(isAdult('2006-06-15', '2024-06-14')).toBe(false);
  });

  it('is true ON the 18th birthday', () => {
    expect(isAdult('2006-06-15', '2024-06-15')).toBe(true);
  });

  it('is true the day after the 18th birthday and for older people', () => {
    expect(isAdult('2006-06-15', '2024-06-16')).toBe(true);
    expect(isAdult('1950-01-01', '2024-06-16')).toBe(true);
  });

  it('is false in the month before the birthday month of the 18th year', () => {
    expect(isAdult('2006-12-01', '2024-11-30')).toBe(false);
  });

  it('29 February birthday: not yet on 28 February of a common year, adult on 1 March', () => {
    expect(isAdult('2004-02-29', '2022-02-28')).toBe(false);
    expect(isAdult('2004-02-29', '2022-03-01')).toBe(true);
  });

  it('29 February birthday: the year is completed on 29 February in leap years', () => {
    expect(ageInYears('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageInYears('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('on 29 February of a leap year, 28 February birthdays are reached, 1 March ones not', () => {
    expect(isAdult('2006-02-28', '2024-02-29')).toBe(true);
    expect(isAdult('2006-03-01', '2024-02-29')).toBe(false);
  });

  it('reads Date objects by their local calendar date', () => {
    expect(isAdult(new Date(2006, 5, 15), new Date(2024, 5, 15, 0, 0, 1))).toBe(true);
    expect(isAdult(new Date(2006, 5, 15), new Date(2024, 5, 14, 23, 59, 59))).toBe(false);
  });

  it('ignores a time part after the date in strings', () => {
    expect(isAdult('2006-06-15T23:00:00Z', '2024-06-15T00:00:00Z')).toBe(true);
  });

  it('is false for a birth date in the future', () => {
    expect(isAdult('2030-01-01', '2024-01-01')).toBe(false);
    expect(ageInYears('2030-01-01', '2024-01-01')).toBe(-6);
  });

  it.each(['', 'abc', '2006-02-30', '2005-02-29', '2006-13-01', '2006-00-10', '15/06/2006'])(
    'is false for the impossible birth date %j',
    (birthDate) => {
      expect(isAdult(birthDate, '2040-01-01')).toBe(false);
    },
  );

  it('is false for an invalid Date', () => {
    expect(isAdult(new Date('nonsense'), '2040-01-01')).toBe(false);
  });
});

describe('toCalendarDate', () => {
  it('reads YYYY-MM-DD as written', () => {
    expect(toCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses days past the end of the month', () => {
    expect(toCalendarDate('2023-02-29')).toBeNull();
    expect(toCalendarDate('2024-04-31')).toBeNull();
    expect(toCalendarDate('2024-12-31')).toEqual({ year: 2024, month: 12, day: 31 });
  });
});
