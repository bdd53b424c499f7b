import {
  ACCESS_TOKEN_HEADER,
  APP_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  SECONDARY_PROFILE_TOKEN_HEADER,
  UID_HEADER,
} from '@kaizen/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { destination, stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config';

export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets or personal data: tokens (SPEC §7 headers and the
 * short-lived signed tokens), passwords, emails, phone numbers. `uid` is the user's email in the
 * devise-token-auth headers.
 */
const sensitiveKeys = [
  'password',
  'current_password',
  'password_confirmation',
  'new_password',
  'passwordHash',
  'password_hash',
  'token',
  'access_token',
  ACCESS_TOKEN_HEADER,
  SECONDARY_PROFILE_TOKEN_HEADER,
  'jwt',
  APP_TOKEN_HEADER,
  'app_token',
  'auth_token',
  'fb_token',
  'reset_password_token',
  'authorization',
  'cookie',
  'set-cookie',
  'secret',
  'email',
  UID_HEADER,
  'mobile',
  'phone',
  'phone_number',
  'mobile_number',
  'recipient',
];

const SENSITIVE_KEYS = new Set(sensitiveKeys);
/** Logged under these keys, a value goes through its serializer, which keeps only safe fields. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);
/** Deeper than any object the API logs; also the guard against cycles. */
const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every sensitive key censored, at any depth: a copy along the censored paths only,
 * `value` itself (nothing allocated) when it holds nothing sensitive.
 */
function censored(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const next = censored(item, depth + 1);
      if (next !== item) (copy ??= [...value])[index] = next;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const item = value[key];
    const next = SENSITIVE_KEYS.has(key) ? REDACTED : censored(item, depth + 1);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/**
 * Censors a log line's fields before they are written. Replaces pino's `redact`, which with
 * every key listed at every depth (112 wildcard paths) cost ~170 µs of CPU per request, more
 * than the rest of an unmatched request: the request and response lines (serialized `req`/`res`)
 * now cost nothing here.
 */
export function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (SERIALIZED_KEYS.has(key)) continue;
    const item = fields[key];
    const next = SENSITIVE_KEYS.has(key) ? REDACTED : censored(item, 1);
    if (next !== item) (copy ??= { ...fields })[key] = next;
  }
  return copy ?? fields;
}

const EMAIL_IN_TEXT = /[^\s@"'(),<>]+@[^\s@"'(),<>]+\.[A-Za-z]{2,}/g;

/** Error text can quote user data: Drizzle puts the query parameters into its message. */
function scrubErrorText(text: string): string {
  return text.replace(/^params: .*$/gm, `params: ${REDACTED}`).replace(EMAIL_IN_TEXT, REDACTED);
}

/**
 * pino's error serializer, minus the parts that repeat user input: query parameters (Drizzle's
 * `params`), PostgreSQL's `detail` ("Key (email)=(...) already exists") and emails in the text.
 */
function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const { params: _params, detail: _detail, ...rest } = serialized as Record<string, unknown>;
  for (const field of ['message', 'stack'] as const) {
    const value = rest[field];
    if (typeof value === 'string') rest[field] = scrubErrorText(value);
  }
  return rest;
}

/**
 * Route parameters that are bearer credentials: the session host's join payload (a signed join
 * token, SPEC §4), a checkout's payment id (its page needs no sign-in), and any token.
 */
const CREDENTIAL_PARAMS = new Set(['payload', 'token', 'paymentId', 'jwt']);

interface LoggedRequest {
  method: string;
  url: string;
  id: string;
  routeOptions?: { url?: string | undefined };
}

/** The request's path without its query, credential segments of its route replaced. */
function loggedPath(req: LoggedRequest): string {
  const path = req.url.split('?')[0] ?? '';
  const pattern = req.routeOptions?.url;
  if (!pattern || !pattern.includes(':')) return path;
  const patternSegments = pattern.split('/');
  const pathSegments = path.split('/');
  const hidden = patternSegments.map(
    (segment) => segment.startsWith(':') && CREDENTIAL_PARAMS.has(segment.slice(1)),
  );
  if (!hidden.includes(true)) return path;
  // A pattern the path does not line up with (wildcards): the pattern tells enough.
  if (patternSegments.length !== pathSegments.length) return pattern;
  return pathSegments.map((segment, index) => (hidden[index] ? REDACTED : segment)).join('/');
}

/** The pino options of the API (also used on their own by the logger tests). */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.LOG_LEVEL,
    formatters: { log: redactLogFields },
    serializers: {
      // Query strings can carry tokens (app_token, token, jwt): log the path only, and that
      // with its token-bearing segments censored.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggedPath(req),
        id: req.id,
      }),
      err: serializeError,
    },
    // Lines are written asynchronously (batched while a write is in flight) instead of one
    // blocking write per line; pino flushes what is left when the process exits.
    stream: stream ?? destination({ dest: 1, sync: false }),
  };
}

/** Every response names its request id, so a user's report can be matched with the log line. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
