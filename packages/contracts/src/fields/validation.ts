import { z } from '../zod';
import { plainText } from './safe-input';

// SPEC §5 validation rules, shared by the web forms and the API.

/** SPEC §5: 10 digits starting 5 to 9. */
export const PHONE_PATTERN = /^[5-9]\d{9}$/;
/** SPEC §5: local part of word characters, dot, underscore, hyphen, optional plus; TLD of 2-25. */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,25}$/;
/**
 * SPEC §5: the name filter keeps letters, spaces, dot, apostrophe and hyphen. Combining marks
 * (\p{M}) count as part of letters: Devanagari, Tamil and other Indic names need their vowel
 * signs and viramas, and decomposed accents (e + U+0301) are letters to the person typing them.
 * A name needs at least one letter: '...' or '--' is not one.
 */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'-]+$/u;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);

/**
 * The ways people write an Indian mobile number, reduced to its 10 digits: "+91 98765 43210",
 * "091-98765-43210", "09876543210", "(98765) 43210" → "9876543210". Text that is not a phone
 * number in any of those ways (an email, letters) comes back trimmed and otherwise unchanged.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('091')) return digits.slice(3);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Removes every character the SPEC §5 name filter does not keep. */
export const filterName = (value: string): string => value.replace(/[^\p{L}\p{M} .'-]/gu, '');

/** SPEC §5: 'undefined', 'null' and '' count as empty (stored values often went through String()). */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === 'undefined' ||
  value === 'null';

/**
 * SPEC §5 numeric string: no whitespace, at most `maxLength` characters, numeric. Numeric means
 * ASCII digits only, the same set the numeric key filter lets in: `Number()` would also accept
 * '1e3', '0x1f', '-1' and '.5', none of which belongs in a phone, OTP or PIN field.
 */
export const isNumericString = (value: string, maxLength: number): boolean =>
  value.length <= maxLength && /^\d+$/.test(value);

/** The parts of a KeyboardEvent the numeric key filter reads. */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Keys that insert nothing into the field. SPEC §5 names only digits and Backspace, but blocking
 * these would break keyboard use of the form (Tab to move on, Enter to submit, arrows to edit).
 */
const NON_PRINTING_KEYS = new Set([
  'Tab',
  'Enter',
  'Escape',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * SPEC §5 numeric key filter, for a keydown handler: digits (main row and keypad, whose `key` is
 * the digit while Num Lock is on) and Backspace are allowed; any other character is refused.
 * Shortcuts with Ctrl or Cmd (copy, paste, select all) pass: pasted text is checked by
 * `isNumericString`. Some Android keyboards report `key` 'Unidentified'; `code` decides then.
 */
export function isAllowedNumericKey(event: KeyLike | string): boolean {
  const {
    key,
    code = '',
    ctrlKey = false,
    metaKey = false,
    altKey = false,
  } = typeof event === 'string' ? { key: event } : event;
  if (/^\d$/.test(key) || key === 'Backspace') return true;
  if (key === 'Unidentified') return /^(Digit|Numpad)\d$/.test(code) || code === 'Backspace';
  // Ctrl+Alt is AltGr on Windows keyboards, which types characters rather than shortcuts.
  if ((ctrlKey || metaKey) && !altKey) return true;
  return NON_PRINTING_KEYS.has(key);
}

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.');

export const phoneSchema = z
  .string({ error: 'Mobile number is required.' })
  .overwrite(normalizePhone)
  .min(1, 'Mobile number is required.')
  .regex(PHONE_PATTERN, 'Please enter a valid 10-digit mobile number.');

export const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(50, `${label} can be at most 50 characters.`)
    .regex(
      NAME_PATTERN,
      `${label} can contain only letters, spaces, dots, apostrophes and hyphens.`,
    );

export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = plainText({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password can be at most 128 characters.');
