import { riskAlertsResponseSchema, submitAssessmentResponseSchema } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';
import { users } from '../auth/tables';
import { outboxMessages } from '../outbox/tables';
import { escalateOverdueAlerts } from './service';
import { assessmentsEnv } from './env';
import { riskAlerts } from './tables';
import { addSession, createClinician } from './test-support';

// The crisis path: PHQ-9 item 9 > 0, a positive C-SSRS screener or a severe band comes back
// with the safety screen, and alerts the care team (clinicians the patient had a session with),
// who acknowledge it; an alert nobody acknowledges escalates once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RISK_ALERT_ESCALATION_EMAIL: 'safety-lead@example.com',
    RISK_ALERT_ESCALATION_MINUTES: '20',
  });
});
afterAll(() => t.app.close());

const PHQ9_ITEM9 = { q1: 0, q2: 1, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 1 };

const submit = (session: ClientSession, code: string, answers: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/assessments/${code}`,
    headers: session,
    payload: { answers },
  });

const alertsOf = async (session: ClientSession, status = 'open') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/clinicians/risk_alerts?status=${status}`,
    headers: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return riskAlertsResponseSchema.parse(response.json()).data;
};

const emailsTo = (recipient: string, template: string) =>
  t.app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));

async function patientInCareOf() {
  const clinician = await createClinician(t.app);
  const patient = await signUp(t.app);
  await addSession(t.app, clinician.providerId, patient.id);
  return { clinician, patient };
}

describe('crisis path', () => {
  it('PHQ-9 item 9 above 0: safety screen with the numbers and the emergency contact, and an alert for the care team', async () => {
    const { clinician, patient } = await patientInCareOf();
    const stranger = await createClinician(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/customers/emergency_contact',
      headers: patient.session,
      payload: { name: 'Ravi Verma', relationship: 'Sibling', phone: '9876543210' },
    });

    const response = await submit(patient.session, 'phq9', PHQ9_ITEM9);
    expect(response.statusCode, response.body).toBe(201);
    const { result, safety } = submitAssessmentResponseSchema.parse(response.json()).data;
    expect(result).toMatchObject({ score: 2, crisis: true });
    expect(safety).toEqual({
      helpline: { label: 'Tele-MANAS', number: '14416' },
      emergency: { label: 'Emergency', number: '112' },
      reasons: ['self_harm_thoughts'],
      emergency_contact: { name: 'Ravi Verma', relationship: 'Sibling', phone: '9876543210' },
      care_team_alerted: true,
      safety_team_alerted: false,
    });

    const alerts = await alertsOf(clinician.session);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      instrument: 'phq9',
      score: 2,
      reasons: ['self_harm_thoughts'],
      acknowledged_at: null,
    });
    expect(await emailsTo(clinician.email, 'risk-alert')).toHaveLength(1);
    // A clinician without a session with the patient sees nothing and cannot acknowledge it.
    expect(await alertsOf(stranger.session, 'all')).toEqual([]);
    const id = alerts[0]?.id ?? '';
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/risk_alerts/${id}/acknowledge`,
      headers: stranger.session,
    });
    expect(foreign.statusCode).toBe(404);

    const acknowledged = await t.app.inject({
      method: 'POST',
      url: `/api/clinicians/risk_alerts/${id}/acknowledge`,
      headers: clinician.session,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toMatchObject({ acknowledged_by: 'Test therapist' });
    expect(await alertsOf(clinician.session)).toEqual([]);
    expect(await alertsOf(clinician.session, 'all')).toHaveLength(1);
  });

  it('a positive C-SSRS screener and a severe band start it too; a calm result does not', async () => {
    const { clinician, patient } = await patientInCareOf();
    const cssrs = await submit(patient.session, 'cssrs', { q1: 1, q2: 0, q6: 0 });
    expect(cssrs.json().data.safety.reasons).toEqual(['suicide_screen_positive']);
    const gad7 = await submit(patient.session, 'gad7', {
      q1: 3,
      q2: 3,
      q3: 3,
      q4: 3,
      q5: 3,
      q6: 0,
      q7: 0,
    });
    expect(gad7.json().data.safety.reasons).toEqual(['severe_band']);
    const calm = await submit(patient.session, 'gad2', { q1: 0, q2: 0 });
    expect(calm.json().data.safety).toBeNull();
    expect(await alertsOf(clinician.session)).toHaveLength(2);
  });

  it('a cancelled booking does not make a care team: the escalation contact is told at once', async () => {
    const clinician = await createClinician(t.app);
    const patient = await signUp(t.app);
    await addSession(t.app, clinician.providerId, patient.id, 'cancelled');
    const response = await submit(patient.session, 'phq9', PHQ9_ITEM9);
    expect(response.json().data.safety).toMatchObject({
      care_team_alerted: false,
      safety_team_alerted: true,
    });
    expect(await emailsTo('safety-lead@example.com', 'risk-alert-escalated')).not.toHaveLength(0);
    expect(await alertsOf(clinician.session, 'all')).toEqual([]);
    const clinicianAsPatient = await t.app.inject({
      method: 'GET',
      url: `/api/clinicians/patients/${crypto.randomUUID()}/assessments`,
      headers: clinician.session,
    });
    expect(clinicianAsPatient.statusCode).toBe(404);
  });

  it('escalates an unacknowledged alert once after the configured time', async () => {
    const { clinician, patient } = await patientInCareOf();
    await submit(patient.session, 'phq9', PHQ9_ITEM9);
    const env = assessmentsEnv(t.app.config);
    const escalatedAt = async () => {
      const [alert] = await t.app.db
        .select({ escalatedAt: riskAlerts.escalatedAt })
        .from(riskAlerts)
        .where(eq(riskAlerts.patientId, patient.id));
      return alert?.escalatedAt ?? null;
    };
    const before = (await emailsTo('safety-lead@example.com', 'risk-alert-escalated')).length;

    t.clock.advance(19 * 60_000);
    await escalateOverdueAlerts(t.app.db, env, t.clock.now());
    expect(await escalatedAt()).toBeNull();

    t.clock.advance(2 * 60_000);
    await Promise.all([
      escalateOverdueAlerts(t.app.db, env, t.clock.now()),
      escalateOverdueAlerts(t.app.db, env, t.clock.now()),
    ]);
    expect(await escalatedAt()).toEqual(t.clock.now());
    expect(await emailsTo(clinician.email, 'risk-alert-escalated')).toHaveLength(1);
    const after = (await emailsTo('safety-lead@example.com', 'risk-alert-escalated')).length;
    expect(after).toBeGreaterThan(before);
  });
});

describe("clinicians and a patient's results", () => {
  it('the care team reads them; a clinician without a session and a patient get 404', async () => {
    const { clinician, patient } = await patientInCareOf();
    const stranger = await createClinician(t.app);
    await submit(patient.session, 'phq2', { q1: 1, q2: 1 });
    const [row] = await t.app.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.id, patient.id));
    const uuid = row?.uuid ?? '';
    const url = `/api/clinicians/patients/${uuid}/assessments`;
    const own = await t.app.inject({ method: 'GET', url, headers: clinician.session });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.session })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: patient.session })).statusCode).toBe(
      404,
    );
  });
});
