import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signUp, TEST_PASSWORD } from '../test/auth';
import { exportedSpans, spanAttribute, type OtlpSpan } from '../test/otlp-spans';
import { startRecordingServer, type RecordingServer } from '../test/recording-server';
import { runInSpan } from '../lib/tracing/active-span';
import type { FinishedSpan } from '../lib/tracing/otlp-exporter';
import { statementsTraced, withoutLiterals } from './statement-spans';

// Database spans (issue 15: "OpenTelemetry traces in the API (HTTP, database spans)"), against a
// local collector stand-in, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let collector: RecordingServer;
let t: TestApp;
beforeAll(async () => {
  collector = await startRecordingServer();
  t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin });
});
afterAll(async () => {
  await t.app.close();
  await collector.close();
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const text = (span: OtlpSpan, key: string) =>
  spanAttribute(span, key)?.stringValue as string | undefined;
const isStatement = (span: OtlpSpan) => text(span, 'db.system.name') === 'postgresql';
/** The exported spans of one trace: the server span named `name` and what descends from it. */
function trace(name: string) {
  const spans = exportedSpans(collector).map(({ span }) => span);
  const server = spans.filter((span) => span.name === name).at(-1);
  if (!server) throw new Error(`no ${name} span`);
  return { server, spans: spans.filter((span) => span.traceId === server.traceId) };
}

describe('database spans', () => {
  it("makes each statement of a request a child of the request's span, without parameters", async () => {
    const person = { firstname: 'Zephyrine', lastname: 'Quillfeather' };
    const user = await signUp(t.app, person);
    // Over a real socket with a JSON body: the span stays current once the body is read.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const signIn = await fetch(`http://127.0.0.1:${port}/api/customers/authenticate/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: user.email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    await t.app.traces?.flush();

    const { server, spans } = trace('POST /api/customers/authenticate/sign_in');
    const statements = spans.filter((span) => span.kind === 3 && isStatement(span));
    expect(statements.length).toBeGreaterThan(0);
    const ids = new Set(spans.map((span) => span.spanId));
    for (const statement of statements) {
      // Each is the request's child, or a child of its transaction (itself the request's child).
      const parent = spans.find((span) => span.spanId === statement.parentSpanId);
      expect(parent?.spanId === server.spanId || parent?.parentSpanId === server.spanId).toBe(true);
      expect(ids.has(statement.spanId)).toBe(true);
      expect(BigInt(statement.startTimeUnixNano)).toBeGreaterThanOrEqual(
        BigInt(server.startTimeUnixNano),
      );
      expect(statement.status).toEqual({ code: 0 });
    }
    const read = statements.find((span) =>
      /^select .* from "users"/.test(text(span, 'db.query.text') ?? ''),
    );
    expect(text(read as OtlpSpan, 'db.operation.name')).toBe('select');
    expect(read?.name).toBe(`select ${text(read as OtlpSpan, 'db.namespace')}`);
    expect(text(read as OtlpSpan, 'db.system')).toBe('postgresql');
    expect(text(read as OtlpSpan, 'db.query.text')).toContain('$1');
    if (postgres) {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      expect(spanAttribute(read as OtlpSpan, 'kaizen.db.embedded')).toEqual({ boolValue: false });
      expect(text(read as OtlpSpan, 'db.namespace')).toBe(url.pathname.slice(1));
      expect(text(read as OtlpSpan, 'server.address')).toBe(url.hostname);
      expect(spanAttribute(read as OtlpSpan, 'server.port')).toEqual({
        intValue: String(url.port || 5432),
      });
    } else {
      expect(spanAttribute(read as OtlpSpan, 'kaizen.db.embedded')).toEqual({ boolValue: true });
      expect(text(read as OtlpSpan, 'db.namespace')).toBe('postgres');
      expect(spanAttribute(read as OtlpSpan, 'server.address')).toBeUndefined();
    }

    // Sign-up wrote the person in a transaction: its span holds the statements, and nothing the
    // person typed reached the collector (statements travel without their parameters).
    const { spans: verify } = trace('POST /api/customers/authenticate/verify');
    const transaction = verify.find((span) => span.name === 'transaction');
    expect(transaction?.kind).toBe(1);
    const inside = verify.filter((span) => span.parentSpanId === transaction?.spanId);
    expect(inside.some((span) => text(span, 'db.operation.name') === 'insert')).toBe(true);
    const payload = collector.received.map((request) => request.body).join('\n');
    for (const value of [user.email, user.mobile, person.firstname, person.lastname]) {
      expect(payload).not.toContain(String(value));
    }
    expect(payload.toLowerCase()).not.toContain(String(user.email).toLowerCase());
  });

  it('marks a failed statement and its transaction as errors, by SQLSTATE, never by message', async () => {
    const recorded: FinishedSpan[] = [];
    const parent = {
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      record: recorded.push.bind(recorded),
    };
    const failing = runInSpan(parent, () =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select * from no_such_table_here where name = ${'Zephyrine'}`);
      }),
    );
    await expect(failing).rejects.toThrow();
    const failed = recorded.find((span) => span.attributes['error.type'] === '42P01');
    expect(failed).toMatchObject({
      traceId: parent.traceId,
      kind: 3,
      error: true,
      attributes: { 'db.response.status_code': '42P01', 'db.operation.name': 'select' },
    });
    const transaction = recorded.find((span) => span.name === 'transaction');
    expect(transaction).toMatchObject({ parentSpanId: parent.spanId, error: true });
    expect(failed?.parentSpanId).toBe(transaction?.spanId);
    expect(JSON.stringify(recorded, (_key, value: unknown) => String(value))).not.toContain(
      'Zephyrine',
    );
  });

  it('makes no span for a statement outside a request', async () => {
    await t.app.traces?.flush();
    const before = exportedSpans(collector).length;
    await t.app.db.execute(sql`select count(*) from users`);
    await t.app.db.transaction(async (tx) => tx.execute(sql`select 1`));
    await t.app.traces?.flush();
    expect(exportedSpans(collector).length).toBe(before);
  });

  it('leaves the database driver plain when tracing is off', async () => {
    expect(statementsTraced(t.app.db)).toBe(true);
    const quiet = await createTestApp();
    try {
      expect(statementsTraced(quiet.app.db)).toBe(false);
      expect(Object.hasOwn(quiet.app.db, 'transaction')).toBe(false);
      expect(Object.hasOwn(t.app.db, 'transaction')).toBe(true);
    } finally {
      await quiet.app.close();
    }
  });

  it('replaces literals written into a statement, keeping placeholders and names', () => {
    expect(
      withoutLiterals(
        `select "col1", t2.x from t2 where a = $1 and b = 'O''Brien' and c > 42.5 and d = $$x$$ limit $10`,
      ),
    ).toBe(`select "col1", t2.x from t2 where a = $1 and b = ? and c > ? and d = ? limit $10`);
    expect(withoutLiterals('savepoint sp1')).toBe('savepoint sp1');
  });
});
