import { describe, expect, it } from 'vitest';
import { ordinal, truncate } from './text';

describe('truncate (SPEC §9: default 40 characters with ellipsis)', () => {
  const forty = 'a'.repeat(40);

  it('text of exactly 40 characters is kept whole', () => {
    expect(truncate(forty)).toBe(forty);
  });

  it('text of 41 characters keeps 40 and gets an ellipsis', () => {
    expect(truncate(`${forty}b`)).toBe(`${forty}…`);
  });

  it('short and empty text is returned as is', () => {
    expect(truncate('Hello')).toBe('Hello');
    expect(truncate('')).toBe('');
  });

  it('a custom maximum is used', () => {
    expect(truncate('Mindfulness', 4)).toBe('Mind…');
    expect(truncate('Mind', 4)).toBe('Mind');
  });

  it('trailing spaces before the ellipsis are dropped', () => {
    expect(truncate('Take a deep breath', 7)).toBe('Take a…');
  });

  it('never cuts an emoji in half', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('ordinal (SPEC §9: ordinals 11-13 use th)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [121, '121st'],
    [1_011, '1011th'],
    [0, '0th'],
  ])('%i is %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});
