import {
  FOLLOW_UP_IN_PAST_MESSAGE,
  ONLY_PSYCHIATRISTS_PRESCRIBE_MESSAGE,
  PRESCRIPTION_ALREADY_CORRECTED_MESSAGE,
  SIGNATURE_MISMATCH_MESSAGE,
  downloadLinkResponseSchema,
  prescriptionResponseSchema,
  prescriptionsResponseSchema,
} from '@kaizen/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import {
  MONDAY,
  bookSession,
  careTeamSetup,
  clinicianWithProvider,
  signedUpPatient,
  type SignedIn,
  type TestClinician,
} from '../../test/care-relationship';
import { auditLog } from '../audit/tables';
import { prescriptions } from './tables';
import { pdfText, prescriptionBody } from './test-support';

// Issue 12: psychiatrists prescribe for patients in their care; prescriptions never change once
// issued (corrections are new versions); the patient reads them and downloads a real PDF; nobody
// else sees them; every read and write is audited.

let t: TestApp;
let patient: SignedIn;
let doctor: TestClinician;
beforeAll(async () => {
  ({ t, patient, doctor } = await careTeamSetup('psychiatrist'));
});
afterAll(() => t.app.close());

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function issue(body = prescriptionBody()) {
  const response = await call(
    doctor.session,
    'POST',
    `/api/clinicians/patients/${patient.uuid}/prescriptions`,
    body,
  );
  expect(response.statusCode, response.body).toBe(201);
  return prescriptionResponseSchema.parse(response.json()).data;
}

const auditRows = (resourceId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'prescription'), eq(auditLog.resourceId, resourceId)))
    .orderBy(auditLog.id);

describe('issuing', () => {
  it('issues a signed prescription the patient reads, with an audit row for each access', async () => {
    const issued = await issue();
    expect(issued).toMatchObject({
      version: 1,
      series_id: issued.id,
      corrects: null,
      superseded_by: null,
      patient: { id: patient.uuid, name: 'Asha Verma' },
      prescriber: { name: 'Dr Test psychiatrist' },
      follow_up_date: '2026-04-01',
      signature: { name: 'Test psychiatrist', signed_at: MONDAY.toISOString() },
    });
    expect(issued.signature.digest).toMatch(/^[0-9a-f]{64}$/);

    const list = prescriptionsResponseSchema.parse(
      (await call(patient.session, 'GET', '/api/customers/prescriptions')).json(),
    );
    expect(list.data.map((item) => item.id)).toContain(issued.id);
    const one = await call(patient.session, 'GET', `/api/customers/prescriptions/${issued.id}`);
    expect(prescriptionResponseSchema.parse(one.json()).data.medicines[0]?.name).toBe('Sertraline');

    const rows = await auditRows(issued.id);
    expect(rows.map((row) => [row.actorId, row.subjectId, row.action])).toEqual([
      [doctor.id, patient.id, 'create'],
      [patient.id, patient.id, 'list'],
      [patient.id, patient.id, 'view'],
    ]);
  });

  it('is for psychiatrists, signed with their own name, with a follow-up not in the past', async () => {
    const therapist = await clinicianWithProvider(t.app, 'therapist');
    await bookSession(t.app, patient, therapist);
    const byTherapist = await call(
      therapist.session,
      'POST',
      `/api/clinicians/patients/${patient.uuid}/prescriptions`,
      prescriptionBody({ signature: 'Test therapist' }),
    );
    expect(byTherapist.statusCode).toBe(403);
    expect(byTherapist.json()).toMatchObject({ errors: [ONLY_PSYCHIATRISTS_PRESCRIBE_MESSAGE] });

    const path = `/api/clinicians/patients/${patient.uuid}/prescriptions`;
    const unsigned = await call(
      doctor.session,
      'POST',
      path,
      prescriptionBody({ signature: 'Someone Else' }),
    );
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json()).toMatchObject({ errors: [SIGNATURE_MISMATCH_MESSAGE] });
    const past = await call(
      doctor.session,
      'POST',
      path,
      prescriptionBody({ follow_up_date: '2026-03-01' }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: [FOLLOW_UP_IN_PAST_MESSAGE] });
    const empty = await call(doctor.session, 'POST', path, prescriptionBody({ medicines: [] }));
    expect(empty.statusCode).toBe(422);
  });
});

describe('immutability and corrections', () => {
  it('refuses UPDATE and DELETE in the database', async () => {
    const issued = await issue();
    const refused = async (query: PromiseLike<unknown>) => {
      try {
        await query;
      } catch (error) {
        return (error as { cause?: { code?: string } }).cause?.code;
      }
      return 'not refused';
    };
    expect(
      await refused(
        t.app.db
          .update(prescriptions)
          .set({ diagnosisNotes: 'changed' })
          .where(eq(prescriptions.uuid, issued.id)),
      ),
    ).toBe('42501');
    expect(
      await refused(t.app.db.delete(prescriptions).where(eq(prescriptions.uuid, issued.id))),
    ).toBe('42501');
    expect(await refused(t.app.db.execute(sql`truncate prescriptions cascade`))).toBe('42501');
  });

  it('corrects by issuing the next version; the old one stays, only the latest can be corrected', async () => {
    const first = await issue();
    const correction = {
      ...prescriptionBody({ diagnosis_notes: 'Corrected notes.' }),
      correction_reason: 'Wrong strength',
    };
    const response = await call(
      doctor.session,
      'POST',
      `/api/clinicians/prescriptions/${first.id}/corrections`,
      correction,
    );
    expect(response.statusCode, response.body).toBe(201);
    const second = prescriptionResponseSchema.parse(response.json()).data;
    expect(second).toMatchObject({
      series_id: first.id,
      version: 2,
      corrects: { id: first.id, version: 1 },
      correction_reason: 'Wrong strength',
      diagnosis_notes: 'Corrected notes.',
    });
    expect(second.signature.digest).not.toBe(first.signature.digest);

    const old = prescriptionResponseSchema.parse(
      (await call(patient.session, 'GET', `/api/customers/prescriptions/${first.id}`)).json(),
    ).data;
    expect(old).toMatchObject({
      superseded_by: second.id,
      diagnosis_notes: 'Moderate depressive episode (F32.1).',
    });
    const list = prescriptionsResponseSchema
      .parse((await call(patient.session, 'GET', '/api/customers/prescriptions')).json())
      .data.map((item) => item.id);
    expect(list).toContain(second.id);
    expect(list).not.toContain(first.id);

    const again = await call(
      doctor.session,
      'POST',
      `/api/clinicians/prescriptions/${first.id}/corrections`,
      correction,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [PRESCRIPTION_ALREADY_CORRECTED_MESSAGE] });
  });
});

describe('the PDF', () => {
  it('downloads through a short-lived link as an attachment whose text is the prescription', async () => {
    const issued = await issue();
    const link = await call(
      patient.session,
      'POST',
      `/api/customers/prescriptions/${issued.id}/download_link`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const { url } = downloadLinkResponseSchema.parse(link.json()).data;
    expect(url).toMatch(/^\/api\/prescriptions\/download\//);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="prescription-2026-03-02-v1\.pdf"/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(file.rawPayload));
    for (const expected of [
      'Prescription',
      'Patient: Asha Verma',
      'Dr Test psychiatrist',
      'Sertraline 50 mg',
      'Once daily after breakfast',
      'Do not stop suddenly.',
      'Moderate depressive episode (F32.1).',
      'Electronically signed by Test psychiatrist',
      issued.signature.digest,
    ]) {
      expect(text).toContain(expected);
    }
    expect((await auditRows(issued.id)).map((row) => row.action)).toContain('download');

    t.clock.advance(121_000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      t.clock.set(MONDAY);
    }
  });
});

describe('who can see a prescription', () => {
  it('answers 404 to another patient and to a clinician without a session with the patient', async () => {
    const issued = await issue();
    const stranger = await signedUpPatient(t.app);
    const otherDoctor = await clinicianWithProvider(t.app, 'psychiatrist');
    const before = (await auditRows(issued.id)).length;

    for (const [method, url] of [
      ['GET', `/api/customers/prescriptions/${issued.id}`],
      ['POST', `/api/customers/prescriptions/${issued.id}/download_link`],
    ] as const) {
      expect((await call(stranger.session, method, url)).statusCode).toBe(404);
    }
    const strangersList = prescriptionsResponseSchema.parse(
      (await call(stranger.session, 'GET', '/api/customers/prescriptions')).json(),
    );
    expect(strangersList.data).toEqual([]);

    for (const [method, url, body] of [
      ['GET', `/api/clinicians/patients/${patient.uuid}/prescriptions`, undefined],
      ['POST', `/api/clinicians/patients/${patient.uuid}/prescriptions`, prescriptionBody()],
      ['GET', `/api/clinicians/prescriptions/${issued.id}`, undefined],
      [
        'POST',
        `/api/clinicians/prescriptions/${issued.id}/corrections`,
        { ...prescriptionBody(), correction_reason: 'x' },
      ],
    ] as const) {
      expect((await call(otherDoctor.session, method, url, body)).statusCode, url).toBe(404);
    }
    // A patient is not a clinician at all: the clinician routes do not exist to them.
    expect(
      (await call(stranger.session, 'GET', `/api/clinicians/prescriptions/${issued.id}`))
        .statusCode,
    ).toBe(404);
    expect(await auditRows(issued.id)).toHaveLength(before);

    const mine = await call(doctor.session, 'GET', `/api/clinicians/prescriptions/${issued.id}`);
    expect(mine.statusCode).toBe(200);
  });
});
