import { createHash } from 'node:crypto';
import { stripSecretsFromUrl } from '@kaizen/contracts';

// What an error report may keep, and how reports are grouped (issue 15). Messages, stacks and
// addresses can carry a person's email, a session token or a phone number ("No account for
// meera@example.com", a URL with a reset token): they are removed before anything is stored or
// forwarded, which also makes two reports of one fault look alike for grouping.

const REPLACEMENTS: readonly [RegExp, string][] = [
  // Also URL-encoded (`%40`), as addresses carry them.
  [/[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi, '[email]'],
  // JSON web tokens (session, ID and reset tokens).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // name=value pairs of credentials, in query strings or prose.
  [
    /\b(access[-_]?token|token|jwt|password|secret|api[-_]?key|auth|code|otp)(["']?\s*[=:]\s*["']?)[^\s&"',;:)]+/gi,
    '$1$2[redacted]',
  ],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  // Opaque ids and keys: long runs of letters and digits mixed (uuids, hex, base64url).
  [/\b(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}\b/gi, '[id]'],
  // Phone numbers and other long numbers.
  [/\+?\d[\d -]{7,}\d/g, '[number]'],
];

/** `text` without emails, tokens, opaque ids and long numbers. */
export function scrubPersonalData(text: string): string {
  return REPLACEMENTS.reduce((scrubbed, [pattern, by]) => scrubbed.replace(pattern, by), text);
}

/** A page address as it may be stored: token parameters removed, then scrubbed. */
export const scrubUrl = (url: string): string => scrubPersonalData(stripSecretsFromUrl(url));

/**
 * The first frame of a stack that names a place in code (V8's "    at f (file:1:2)" or
 * Firefox/Safari's "f@file:1:2"), query strings of the file dropped (a cache-busting `?v=`
 * would split a group).
 */
export function topFrameOf(stack: string | null | undefined): string | null {
  for (const line of (stack ?? '').split('\n')) {
    const frame = line.trim();
    if (/^at\s/.test(frame) || /@\S+:\d+/.test(frame)) {
      return frame.replace(/\?[^:)\s]*/g, '').slice(0, 300);
    }
  }
  return null;
}

/** The path of a page address with numbers and ids as `:id`, for errors without a stack. */
export function routeOf(url: string | null | undefined): string {
  if (!url) return '(no page)';
  let path: string;
  try {
    path = new URL(url, 'http://route.invalid').pathname;
  } catch {
    return '(no page)';
  }
  return path
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.startsWith('[') ? ':id' : segment))
    .join('/');
}

/** The place a group is known by: the top frame, else the page's route. */
export const placeOf = (stack: string | null, url: string | null): string =>
  topFrameOf(stack) ?? `route ${routeOf(url)}`;

/** The group of a (scrubbed) report: its message and place. */
export const fingerprintOf = (message: string, place: string): string =>
  createHash('sha256').update(`${message}\n${place}`).digest('hex').slice(0, 32);
