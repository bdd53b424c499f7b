import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { currentSpan, inChildSpan, type ChildSpanStart } from '../lib/tracing/active-span';
import type { AttributeValue } from '../lib/tracing/otlp-exporter';
import type { DatabaseHandle } from './client';

// Database spans (issue 15), by the OpenTelemetry database semantic conventions: one client span
// per SQL statement, child of the span current when it runs (the request's, or its transaction's),
// and one span per transaction around its statements (BEGIN…COMMIT). Installed only when tracing
// is configured (plugins/tracing.ts): otherwise the drivers are untouched.
// Statements outside a traced request (migrations at start-up, the sweepers' and refreshers'
// periodic statements) make no span: they would flood the collector with the same few statements
// every few seconds, and nothing asked for them; the logs report their failures.
// Never personal data: statements are sent with their placeholders ($1), never their parameters,
// and literals written into a statement are replaced by `?` as well; a failure is described by its
// SQLSTATE, never by its message (which can quote a value).

const traced = new WeakSet<DatabaseHandle['db']>();

/** Whether `db`'s statements are traced (tests: with tracing off they never are). */
export const statementsTraced = (db: DatabaseHandle['db']) => traced.has(db);

/** Adds statement and transaction spans to `handle`'s driver; once per database. */
export function traceStatements(handle: DatabaseHandle): void {
  if (traced.has(handle.db)) return;
  traced.add(handle.db);
  const target = databaseAttributes(handle);
  const statement = (text: string): ChildSpanStart => {
    const operation = /^\s*(\w+)/.exec(text)?.[1];
    return {
      // {db.operation.name} {target} (the target being the database, not parsed from the text).
      name: [operation, target['db.namespace']].filter(Boolean).join(' ') || 'statement',
      kind: 3,
      attributes: {
        ...target,
        ...(operation ? { 'db.operation.name': operation } : {}),
        'db.query.text': withoutLiterals(text),
      },
      describeError,
    };
  };

  if (handle.driver.kind === 'postgres') {
    tracePostgres(handle.driver.pool, statement);
  } else {
    tracePglite(handle.driver.client, statement);
  }

  const { db } = handle;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const parent = currentSpan();
    if (!parent) return transaction(work, config);
    const start = { name: 'transaction', kind: 1 as const, attributes: target, describeError };
    return inChildSpan(parent, start, () => transaction(work, config));
  }) as typeof db.transaction;
}

function tracePostgres(pool: pg.Pool, statement: (text: string) => ChildSpanStart): void {
  traceMethod(pool, 'query', statement);
  // A checked-out client (a transaction's) runs its statements itself. pool.query checks one out
  // with a callback and queries it with a callback: those are left alone (traced at pool.query).
  const connect = pool.connect.bind(pool);
  const tracedClients = new WeakSet<pg.PoolClient>();
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      if (!tracedClients.has(client)) {
        tracedClients.add(client);
        traceMethod(client, 'query', statement);
      }
      return client;
    });
  }) as typeof pool.connect;
}

function tracePglite(client: PGlite, statement: (text: string) => ChildSpanStart): void {
  traceMethod(client, 'query', statement);
  traceMethod(client, 'exec', statement);
  // A transaction's statements go through the handle it gives its callback (PGlite runs BEGIN
  // and COMMIT itself, inside: the transaction span covers them).
  const transaction = client.transaction.bind(client);
  client.transaction = ((work) =>
    transaction((tx) => {
      traceMethod(tx, 'query', statement);
      traceMethod(tx, 'exec', statement);
      return work(tx);
    })) as typeof client.transaction;
}

/** Wraps `target[method]` (a driver's query: text or query config first) in a statement span. */
function traceMethod<K extends string>(
  target: { [key in K]: unknown },
  method: K,
  statement: (text: string) => ChildSpanStart,
): void {
  const run = (target[method] as (...args: unknown[]) => unknown).bind(target);
  target[method] = ((...args: unknown[]) => {
    const parent = currentSpan();
    const text = statementText(args[0]);
    // The callback form (pg's own pool.query → client.query) stays as it is.
    if (!parent || text === undefined || typeof args.at(-1) === 'function') return run(...args);
    return inChildSpan(parent, statement(text), async () => run(...args));
  }) as (typeof target)[K];
}

function statementText(first: unknown): string | undefined {
  if (typeof first === 'string') return first;
  if (typeof first !== 'object' || first === null) return undefined;
  // A submittable (cursor, stream) answers with itself, not a promise: left alone.
  if (typeof (first as { submit?: unknown }).submit === 'function') return undefined;
  const { text } = first as { text?: unknown };
  return typeof text === 'string' ? text : undefined;
}

/** db.system (and its newer name), db.namespace, and where the server is or that it is embedded. */
function databaseAttributes(handle: DatabaseHandle): Record<string, AttributeValue> {
  const system = { 'db.system': 'postgresql', 'db.system.name': 'postgresql' };
  if (handle.driver.kind === 'pglite') {
    // In this process (PGlite): no server address; its one database is "postgres".
    return { ...system, 'db.namespace': 'postgres', 'kaizen.db.embedded': true };
  }
  const attributes: Record<string, AttributeValue> = { ...system, 'kaizen.db.embedded': false };
  const { connectionString } = handle.driver.pool.options;
  if (!connectionString) return attributes;
  try {
    const url = new URL(connectionString);
    const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (database) attributes['db.namespace'] = database;
    if (url.hostname) attributes['server.address'] = url.hostname.replace(/^\[|\]$/g, '');
    attributes['server.port'] = Number(url.port || 5432);
  } catch {
    // Not a URL (a key=value string): the attributes it would give are optional.
  }
  return attributes;
}

/** SQLSTATE of a database error (error.type, db.response.status_code), else the error's class. */
function describeError(error: unknown): Record<string, AttributeValue> {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return { 'error.type': code, 'db.response.status_code': code };
  }
  return { 'error.type': error instanceof Error ? error.name : 'unknown' };
}

// String, dollar-quoted and numeric literals; not $1 placeholders, nor digits inside names.
const LITERALS =
  /'(?:[^']|'')*'|\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$|(?<![\w$."])\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi;
const sanitised = new Map<string, string>();

/** The statement with every literal written into it replaced by `?` (the same few recur: kept). */
export function withoutLiterals(text: string): string {
  let clean = sanitised.get(text);
  if (clean === undefined) {
    clean = text.replace(LITERALS, '?');
    if (sanitised.size >= 1000) sanitised.clear();
    sanitised.set(text, clean);
  }
  return clean;
}
