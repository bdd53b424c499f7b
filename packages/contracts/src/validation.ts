import { z } from 'zod';

// SPEC §5 validation rules, shared by the web forms and the API.

/** SPEC §5: 10 digits starting 5 to 9. */
export const PHONE_PATTERN = /^[5-9]\d{9}$/;
/** SPEC §5: local part of word characters, dot, underscore, hyphen, optional plus; TLD of 2-25. */
export const EMAIL_PATTERN = /^[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,25}$/;
/** SPEC §5: the name filter keeps letters, spaces, dot, apostrophe and hyphen. */
export const NAME_PATTERN = /^[\p{L} .'-]+$/u;

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Removes every character the SPEC §5 name filter does not keep. */
export const filterName = (value: string): string => value.replace(/[^\p{L} .'-]/gu, '');

/** SPEC §5: 'undefined', 'null' and '' count as empty. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === 'undefined' ||
  value === 'null';

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.');

export const phoneSchema = z
  .string({ error: 'Mobile number is required.' })
  .trim()
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
export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password can be at most 128 characters.');
