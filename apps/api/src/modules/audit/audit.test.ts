import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogResponseSchema } from '@kaizen/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { createAccount, signUp } from '../../test/auth';
import { auditSource, recordAccess, recordAccesses } from './service';
import { auditLog } from './tables';

// Issue 12: the PHI audit log is append-only (on PGlite and, with TEST_DATABASE_URL, on the
// PostgreSQL server) and the person it is about can read it, and nobody else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const rowsAbout = (subjectId: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.id);

/** The database's own error under Drizzle's wrapper: code and message. */
async function refusal(query: PromiseLike<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? { message: String(error) };
  }
  throw new Error('the statement was not refused');
}

const accessLog = (session: Record<string, string>, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/records/access_log${query}`,
    headers: session,
  });

describe('the audit log table', () => {
  it('takes new rows and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const patient = await signUp(t.app);
    await recordAccess(t.app.db, {
      actorId: patient.id,
      subjectId: patient.id,
      action: 'view',
      resource: 'prescription',
      resourceId: 'rx-1',
      ip: '203.0.113.9',
      userAgent: 'Vitest',
    });
    const [row] = await rowsAbout(patient.id);
    expect(row).toMatchObject({ action: 'view', resource: 'prescription', resourceId: 'rx-1' });
    const id = row?.id ?? 0;

    const appendOnly = { code: '42501', message: expect.stringMatching(/append-only/) };
    expect(
      await refusal(
        t.app.db.update(auditLog).set({ resource: 'document' }).where(eq(auditLog.id, id)),
      ),
    ).toMatchObject(appendOnly);
    expect(await refusal(t.app.db.delete(auditLog).where(eq(auditLog.id, id)))).toMatchObject(
      appendOnly,
    );
    expect(await refusal(t.app.db.execute(sql`truncate audit_log`))).toMatchObject(appendOnly);
    expect(await rowsAbout(patient.id)).toHaveLength(1);
  });

  it('refuses an unknown action and a malformed resource kind', async () => {
    const base = { actorId: null, subjectId: 1, ip: null, userAgent: null };
    const checkViolation = { code: '23514' };
    expect(
      await refusal(
        t.app.db.execute(
          sql`insert into audit_log (subject_id, action, resource) values (1, 'peek', 'document')`,
        ),
      ),
    ).toMatchObject(checkViolation);
    expect(
      await refusal(
        recordAccess(t.app.db, { ...base, action: 'view', resource: 'Prescription; drop' }),
      ),
    ).toMatchObject(checkViolation);
  });

  it('keeps the request’s address and a bounded user agent', () => {
    expect(
      auditSource({
        ip: '198.51.100.4',
        headers: { 'user-agent': 'x'.repeat(2000) },
        user: { id: 7 },
      }),
    ).toEqual({ actorId: 7, ip: '198.51.100.4', userAgent: 'x'.repeat(512) });
  });
});

describe('GET /api/customers/records/access_log', () => {
  it('shows the person who accessed their record, and nobody else sees those rows', async () => {
    const patient = await signUp(t.app);
    const stranger = await signUp(t.app);
    const clinician = await createAccount(t.app, 'psychiatrist');
    await recordAccesses(t.app.db, [
      {
        actorId: patient.id,
        subjectId: patient.id,
        action: 'list',
        resource: 'document',
        ip: null,
        userAgent: null,
      },
      {
        actorId: clinician.id,
        subjectId: patient.id,
        action: 'view',
        resource: 'treatment_plan',
        resourceId: 'plan-1',
        ip: '192.0.2.1',
        userAgent: 'Clinic browser',
      },
      {
        actorId: null,
        subjectId: patient.id,
        action: 'export',
        resource: 'health_record',
        ip: null,
        userAgent: null,
      },
    ]);

    const response = await accessLog(patient.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = accessLogResponseSchema.parse(response.json());
    expect(body.next_before).toBeNull();
    expect(body.data.map((entry) => [entry.action, entry.resource, entry.actor.kind])).toEqual([
      ['export', 'health_record', 'system'],
      ['view', 'treatment_plan', 'clinician'],
      ['list', 'document', 'you'],
    ]);
    expect(body.data[1]).toMatchObject({
      resource_id: 'plan-1',
      ip: '192.0.2.1',
      user_agent: 'Clinic browser',
      actor: { name: 'Test psychiatrist', usertype: 'psychiatrist' },
    });

    const others = accessLogResponseSchema.parse(
      (await accessLog(patient.session, '?who=others')).json(),
    );
    expect(others.data.map((entry) => entry.actor.kind)).toEqual(['system', 'clinician']);

    const strangers = accessLogResponseSchema.parse((await accessLog(stranger.session)).json());
    expect(strangers.data).toEqual([]);
  });

  it('pages newest first with next_before', async () => {
    const patient = await signUp(t.app);
    const entry = {
      actorId: patient.id,
      subjectId: patient.id,
      action: 'view' as const,
      ip: null,
      userAgent: null,
    };
    await recordAccesses(
      t.app.db,
      Array.from({ length: 55 }, (_, index) => ({
        ...entry,
        resource: 'document',
        resourceId: index,
      })),
    );
    const first = accessLogResponseSchema.parse((await accessLog(patient.session)).json());
    expect(first.data).toHaveLength(50);
    expect(first.data[0]?.resource_id).toBe('54');
    expect(first.next_before).toBe(first.data[49]?.id);
    const second = accessLogResponseSchema.parse(
      (await accessLog(patient.session, `?before=${first.next_before}`)).json(),
    );
    expect(second.data.map((row) => row.resource_id)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.next_before).toBeNull();
  });

  it('needs a session', async () => {
    expect((await accessLog({})).statusCode).toBe(401);
  });
});
