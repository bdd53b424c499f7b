import { TEXT_TRUNCATION_LENGTH } from '../constants';

// SPEC §9 text helpers.

export const ELLIPSIS = '…';

/**
 * SPEC §9: text longer than `max` characters keeps its first `max` characters, trailing spaces
 * removed, followed by an ellipsis; shorter text is returned as is. Characters are counted as
 * code points so an emoji is never cut in half.
 */
export function truncate(text: string, max: number = TEXT_TRUNCATION_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, max)).join('').trimEnd()}${ELLIPSIS}`;
}

/** English ordinal suffix: 1st 2nd 3rd 4th; 11th 12th 13th (SPEC §9); 21st 22nd 23rd; 111th. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (whole % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export const ordinal = (n: number): string => `${Math.trunc(n)}${ordinalSuffix(n)}`;
