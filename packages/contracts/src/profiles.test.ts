import { describe, expect, it } from 'vitest';
import { addMemberRequestSchema, dateOfBirthProblem, isoDateOf } from './profiles';

describe('date of birth (registration form, members)', () => {
  it('accepts a past date and today, refuses the future, the implausible and non-dates', () => {
    expect(dateOfBirthProblem('2016-05-04', '2026-03-02')).toBeNull();
    expect(dateOfBirthProblem('2026-03-02', '2026-03-02')).toBeNull();
    expect(dateOfBirthProblem('2026-03-03', '2026-03-02')).toBe(
      'Date of birth cannot be in the future.',
    );
    expect(dateOfBirthProblem('1905-03-03', '2026-03-02')).toBeNull(); // 120, 121 tomorrow
    expect(dateOfBirthProblem('1905-03-02', '2026-03-02')).toBe('Please check the year of birth.');
    for (const value of ['2023-02-29', '04/05/2016', '2016-5-4', ''])
      expect(dateOfBirthProblem(value, '2026-03-02')).toBe('Please enter a valid date of birth.');
  });

  it('reads the calendar date where the code runs', () => {
    expect(isoDateOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('asks for every field of a member with a message each', () => {
    const result = addMemberRequestSchema.safeParse({ firstname: 'Asha' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Last name is required.',
        'Please choose how you are related.',
        'Date of birth is required.',
        'Please choose a gender.',
      ]),
    );
  });
});
