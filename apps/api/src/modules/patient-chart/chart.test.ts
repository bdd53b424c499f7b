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
