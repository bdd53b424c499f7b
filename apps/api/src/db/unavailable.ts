// Which errors mean "the database cannot be reached right now" (server down, connection cut,
// backend terminated, no connection free in time) rather than "this request is wrong". Those are
// answered 503 with Retry-After, and the next request gets a fresh connection.

/** SQLSTATE classes and codes of a lost or refused connection. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, server shutting down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: server starting up or in recovery
  '53300', // too_many_connections
]);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket and DNS errors of the driver's connection. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];

function isUnavailableLink(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/** The error in `error`'s chain (Drizzle's cause, an AggregateError's list) that is a lost database. */
function findUnavailableLink(error: unknown): object | undefined {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    if (isUnavailableLink(current)) return current;
    pending.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...inner);
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown): boolean =>
  findUnavailableLink(error) !== undefined;

/** A short description for a log line: the code and message, never a stack or query parameters. */
export function describeDatabaseError(error: unknown): string {
  const link = findUnavailableLink(error) ?? error;
  const { code, message } = (link ?? {}) as { code?: unknown; message?: unknown };
  const text =
    typeof message === 'string' && message ? (message.split('\n')[0] ?? message) : String(link);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}
