import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { auditLog } from '../audit/tables';
import { users } from '../auth/tables';
import { addSession, createClinician } from './test-support';

// Every read or change of an assessment, a contact or a risk alert leaves a row in the PHI audit
// log: who, whose record, what, which.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const rowsOf = (subjectId: number, resource: string) =>
  t.app.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      resourceId: auditLog.resourceId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.resource, resource)));

describe('audit rows', () => {
  it('for the patient’s own submit, reads and contacts, and for the clinician’s reads and acknowledgement', async () => {
    const clinician = await createClinician(t.app);
    const patient = await signUp(t.app);
    await addSession(t.app, clinician.providerId, patient.id);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/customers/assessments/phq9',
      headers: patient.session,
      payload: { answers: { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 2 } },
    });
    const resultId = submitted.json().data.result.id as string;
    await t.app.inject({
      method: 'GET',
      url: `/api/customers/assessments/results/${resultId}`,
      headers: patient.session,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/customers/emergency_contact',
      headers: patient.session,
      payload: { name: 'Ravi Verma', relationship: 'Sibling', phone: '9876543210' },
    });
    const [account] = await t.app.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.id, patient.id));
    await t.app.inject({
      method: 'GET',
      url: `/api/clinicians/patients/${account?.uuid ?? ''}/assessments`,
      headers: clinician.session,
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/patients/${account?.uuid ?? ''}/assessment_assignments`,
      headers: clinician.session,
      payload: { instrument: 'gad7', due_on: '2099-01-01' },
    });
    const assignmentId = assigned.json().data.id as string;
    await t.app.inject({
      method: 'GET',
      url: `/api/clinicians/patients/${account?.uuid ?? ''}/assessment_assignments`,
      headers: clinician.session,
    });
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/clinicians/risk_alerts',
      headers: clinician.session,
    });
    const alertId = alerts.json().data[0].id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/risk_alerts/${alertId}/acknowledge`,
      headers: clinician.session,
    });

    expect(await rowsOf(patient.id, 'assessment')).toEqual(
      expect.arrayContaining([
        { actorId: patient.id, action: 'create', resourceId: resultId },
        { actorId: patient.id, action: 'view', resourceId: resultId },
        { actorId: clinician.id, action: 'list', resourceId: resultId },
      ]),
    );
    expect(await rowsOf(patient.id, 'emergency_contact')).toEqual([
      { actorId: patient.id, action: 'update', resourceId: null },
    ]);
    expect(await rowsOf(patient.id, 'assessment_assignment')).toEqual([
      { actorId: clinician.id, action: 'create', resourceId: assignmentId },
      { actorId: clinician.id, action: 'list', resourceId: assignmentId },
    ]);
    expect(await rowsOf(patient.id, 'crisis_alert')).toEqual([
      { actorId: clinician.id, action: 'list', resourceId: alertId },
      { actorId: clinician.id, action: 'update', resourceId: alertId },
    ]);
  });
});
