import { z } from '../zod';

// Rules every request schema shares (issue 8). Text a person can type has no NUL and no other
// control character (tab, line feed and carriage return are fine): PostgreSQL cannot store NUL in
// text or JSON at all, and the others are never typed, only injected. Instants stay in a range
// the database's date arithmetic handles. Both are refused with one clear 422.

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters.';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** The string schema of every text field of a request: `plainText().max(200)`. */
export const plainText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTER_MESSAGE });

/**
 * Whether any string inside a JSON value (object keys too) has a control character: for the
 * free-form JSON some routes store (realtime values, telemetry context). Depth-limited.
 */
export function jsonHasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => jsonHasControlCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || jsonHasControlCharacter(item, depth + 1),
  );
}

// ---- Instants ---------------------------------------------------------------------------------

export const INSTANT_OUT_OF_RANGE_MESSAGE = 'This date is out of range.';
const EARLIEST_INSTANT_MS = Date.UTC(2000, 0, 1);
const LATEST_INSTANT_MS = Date.UTC(2100, 0, 1);

/**
 * An ISO 8601 instant with an offset, within 2000–2099: nothing the platform schedules or
 * records lies outside, and a year like 9999 (or 0001) would otherwise reach the database's date
 * arithmetic and fail there instead of answering a clear 422.
 */
export const instantSchema = z.iso.datetime({ offset: true }).refine(
  (text) => {
    const ms = Date.parse(text);
    return ms >= EARLIEST_INSTANT_MS && ms < LATEST_INSTANT_MS;
  },
  { message: INSTANT_OUT_OF_RANGE_MESSAGE },
);
