import {
  downloadLinkResponseSchema,
  patientChartResponseSchema,
  patientNoteResponseSchema,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import type { ClientSession } from '../../test/auth';
import {
  bookSession,
  clinicianWithProvider,
  MONDAY,
  signedUpPatient,
} from '../../test/care-relationship';
import { auditLog } from '../audit/tables';

// The patient chart (issue 13): only patients in the clinician's care, every read audited, and
// the private note never reaches the patient by any route.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const call = (
  session: ClientSession,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: session, ...(payload ? { payload } : {}) });

const NOTE = 'Sleep improving; explore work stress next time. Private.';

describe('patient chart', () => {
  it('shows the chart and keeps a private note, audited, for a patient in care', async () => {
    const patient = await signedUpPatient(t.app);
    const doctor = await clinicianWithProvider(t.app, 'therapist');
    const booking = await bookSession(t.app, patient, doctor);
    const base = `/api/clinicians/patients/${patient.uuid}`;

    const chart = await call(doctor.session, 'GET', `${base}/chart`);
    expect(chart.statusCode, chart.body).toBe(200);
    const data = patientChartResponseSchema.parse(chart.json()).data;
    expect(data.patient.uuid).toBe(patient.uuid);
    expect(data.sessions.map((session) => session.id)).toEqual([booking.id]);
    // No alert open: no emergency contact, even though the patient gave one.
    expect(data).toMatchObject({ open_risk_alert: false, emergency_contact: null });

    const empty = await call(doctor.session, 'GET', `${base}/notes`);
    expect(patientNoteResponseSchema.parse(empty.json()).data).toEqual({
      text: '',
      updated_at: null,
    });
    const saved = await call(doctor.session, 'PUT', `${base}/notes`, { text: NOTE });
    expect(saved.statusCode, saved.body).toBe(200);
    // Autosave sends the whole text again: the last one wins.
    await call(doctor.session, 'PUT', `${base}/notes`, { text: `${NOTE} Updated.` });
    const read = await call(doctor.session, 'GET', `${base}/notes`);
    expect(patientNoteResponseSchema.parse(read.json()).data.text).toBe(`${NOTE} Updated.`);

    const audited = await t.app.db
      .select({ action: auditLog.action, resource: auditLog.resource })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, patient.id), eq(auditLog.actorId, doctor.id)));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'view', resource: 'patient_chart' },
        { action: 'view', resource: 'patient_note' },
        { action: 'update', resource: 'patient_note' },
      ]),
    );
  });

  it('answers 404 for a patient without a session, another clinician, and the patient', async () => {
    const patient = await signedUpPatient(t.app);
    const doctor = await clinicianWithProvider(t.app, 'therapist');
    const other = await clinicianWithProvider(t.app, 'therapist');
    const stranger = await signedUpPatient(t.app);
    await bookSession(t.app, patient, doctor);
    const base = `/api/clinicians/patients/${patient.uuid}`;
    await call(doctor.session, 'PUT', `${base}/notes`, { text: NOTE });

    for (const url of [`${base}/chart`, `${base}/notes`]) {
      expect((await call(other.session, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(patient.session, 'GET', url)).statusCode, url).toBe(404);
    }
    const strangerUrl = `/api/clinicians/patients/${stranger.uuid}/chart`;
    expect((await call(doctor.session, 'GET', strangerUrl)).statusCode).toBe(404);
    const overwrite = await call(other.session, 'PUT', `${base}/notes`, { text: 'mine now' });
    expect(overwrite.statusCode).toBe(404);

    // Nor is the note in anything the patient can download about themselves.
    const link = await call(patient.session, 'POST', '/api/customers/records/export_link');
    const { url } = downloadLinkResponseSchema.parse(link.json()).data;
    const exported = await t.app.inject({ method: 'GET', url: `${url}?format=json` });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Sleep improving');
  });
});

describe('emergency contact in the chart', () => {
  it('is shown only while a risk alert is open with this clinician, and the read is audited', async () => {
    const patient = await signedUpPatient(t.app);
    const doctor = await clinicianWithProvider(t.app, 'therapist');
    const other = await clinicianWithProvider(t.app, 'therapist');
    await bookSession(t.app, patient, doctor);
    const contact = {
      name: 'Ravi Verma',
      relationship: 'Sibling',
      phone: '9812345678',
      email: 'ravi.verma@example.com',
    };
    const saved = await call(patient.session, 'PUT', '/api/customers/emergency_contact', contact);
    expect(saved.statusCode, saved.body).toBe(200);
    const chartOf = async (session: ClientSession) =>
      patientChartResponseSchema.parse(
        (await call(session, 'GET', `/api/clinicians/patients/${patient.uuid}/chart`)).json(),
      ).data;
    const contactReads = async () =>
      (
        await t.app.db
          .select({ resource: auditLog.resource })
          .from(auditLog)
          .where(and(eq(auditLog.subjectId, patient.id), eq(auditLog.actorId, doctor.id)))
      ).filter((row) => row.resource === 'emergency_contact').length;
    expect((await chartOf(doctor.session)).emergency_contact).toBeNull();
    expect(await contactReads()).toBe(0);

    // A PHQ-9 with item 9 above 0 raises an alert for the care team.
    const answers = { q1: 1, q2: 1, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 1 };
    const submitted = await call(patient.session, 'POST', '/api/customers/assessments/phq9', {
      answers,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const open = await chartOf(doctor.session);
    expect(open.open_risk_alert).toBe(true);
    expect(open.emergency_contact).toMatchObject(contact);
    expect(await contactReads()).toBe(1);
    // Another clinician, without the patient in care, gets no chart at all.
    const foreign = await call(
      other.session,
      'GET',
      `/api/clinicians/patients/${patient.uuid}/chart`,
    );
    expect(foreign.statusCode).toBe(404);

    const alerts = (await call(doctor.session, 'GET', '/api/clinicians/risk_alerts')).json() as {
      data: { id: string; patient: { uuid: string } }[];
    };
    const alert = alerts.data.find((item) => item.patient.uuid === patient.uuid);
    if (!alert) throw new Error('no alert');
    const acknowledged = await call(
      doctor.session,
      'POST',
      `/api/clinicians/risk_alerts/${alert.id}/acknowledge`,
      {},
    );
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await chartOf(doctor.session)).toMatchObject({
      open_risk_alert: false,
      emergency_contact: null,
    });
  });
});
