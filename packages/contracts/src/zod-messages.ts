import { z } from 'zod';

// Zod's own English messages ("Invalid input: expected string, received undefined") reach users
// through the API's 422 answers and the web forms. This error map gives every schema that has no
// message of its own a sentence naming the field: "is_tnc_checked is required.". A message set
// on a schema or check always wins over it (Zod asks the schema first).

type RawIssue = z.core.$ZodRawIssue;

/** 'firstname', 'address.city', 'members[2].email'; 'Value' for the root. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  let name = '';
  for (const key of path ?? []) {
    if (typeof key === 'number') name += `[${key}]`;
    else name += name ? `.${String(key)}` : String(key);
  }
  return name || 'Value';
}

const TYPE_NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
};

const FORMAT_NOUNS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a valid UUID',
  guid: 'a valid GUID',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  e164: 'a phone number in international format',
  jwt: 'a valid token',
  cuid: 'a valid id',
  cuid2: 'a valid id',
  ipv4: 'a valid IPv4 address',
  ipv6: 'a valid IPv6 address',
};

const UNITS: Record<string, string> = {
  string: 'character',
  array: 'item',
  set: 'item',
  file: 'byte',
};

const countOf = (count: number | bigint, origin: string): string => {
  const unit = UNITS[origin];
  if (!unit) return String(count);
  return `${String(count)} ${unit}${count === 1 || count === 1n ? '' : 's'}`;
};

const quote = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : String(value);

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const amount = countOf(limit, issue.origin);
  if (issue.origin === 'date') {
    const when = new Date(Number(limit)).toISOString().slice(0, 10);
    return small ? `must be on or after ${when}` : `must be on or before ${when}`;
  }
  if (issue.exact) return `must be exactly ${amount}`;
  const sized = issue.origin in UNITS;
  if (small) {
    if (sized) return `must have at least ${amount}`;
    return issue.inclusive ? `must be at least ${amount}` : `must be greater than ${amount}`;
  }
  if (sized) return `can have at most ${amount}`;
  return issue.inclusive ? `must be at most ${amount}` : `must be less than ${amount}`;
}

function formatMessage(issue: RawIssue & { code: 'invalid_format' }): string {
  switch (issue.format) {
    case 'starts_with':
      return `must start with ${quote(issue.prefix)}`;
    case 'ends_with':
      return `must end with ${quote(issue.suffix)}`;
    case 'includes':
      return `must include ${quote(issue.includes)}`;
    case 'regex':
      return 'is not in the expected format';
    default:
      return `must be ${FORMAT_NOUNS[issue.format] ?? `a valid ${issue.format}`}`;
  }
}

/** The predicate (after the field name) for an issue, or undefined to fall back to Zod's text. */
function predicate(issue: RawIssue): string | undefined {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return 'is required';
      return `must be ${TYPE_NOUNS[issue.expected] ?? `a valid ${issue.expected}`}`;
    case 'invalid_value':
      if (missing) return 'is required';
      if (issue.values.length === 1) return `must be ${quote(issue.values[0])}`;
      if (issue.values.length <= 10) return `must be one of ${issue.values.map(quote).join(', ')}`;
      return 'is not one of the allowed values';
    case 'too_small':
      // An empty required text field reads better as missing than as "at least 1 character".
      if (issue.origin === 'string' && issue.minimum === 1 && !issue.exact) return 'is required';
      return sizeMessage(issue);
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return missing ? 'is required' : 'is invalid';
    case 'custom':
      return 'is invalid';
    default:
      return undefined;
  }
}

/** Zod error map: a readable sentence naming the field, for issues without their own message. */
export function friendlyZodMessage(issue: RawIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    const where = issue.path?.length ? ` in ${fieldName(issue.path)}` : '';
    return `Unknown field${issue.keys.length === 1 ? '' : 's'}${where}: ${keys}.`;
  }
  if (issue.code === 'invalid_key') {
    // The path ends with the offending key; the sentence is about the object holding it.
    const path = issue.path ?? [];
    const key = path.at(-1);
    return `${fieldName(path.slice(0, -1))} has an invalid key: ${String(key)}.`;
  }
  const text = predicate(issue);
  return text && `${fieldName(issue.path)} ${text}.`;
}

/**
 * Installs `friendlyZodMessage` as Zod's global error map. Idempotent: calling it again sets the
 * same function. `zod.ts` calls it once so that both apps get the messages by loading any schema
 * of the package; it touches nothing but Zod's customError slot.
 */
export function configureZodMessages(): void {
  z.config({ customError: friendlyZodMessage });
}
