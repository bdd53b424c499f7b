import {
  ERASE_UPCOMING_SESSIONS_MESSAGE,
  ERASE_WRONG_PASSWORD_MESSAGE,
  downloadLinkResponseSchema,
  eraseAccountResponseSchema,
  prescriptionResponseSchema,
} from '@kaizen/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ManualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/app';
import { TEST_PASSWORD, signIn, validateToken } from '../../test/auth';
import {
  MONDAY,
  bookSession,
  clinicianWithProvider,
  prescriptionBody,
  signedUpPatient,
} from '../../test/care-relationship';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { personalDataSections } from '../../composition';
import { RETAINED_TABLES } from './personal-data';
import './service';

// Issue 12: a person downloads all their data and erases their account; what the law makes us
// keep is kept apart and shown to nobody, and every table with personal data is accounted for.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, new ManualClock(MONDAY));
});
afterAll(() => t.app.close());

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

async function patientWithRecord() {
  const patient = await signedUpPatient(t.app);
  const doctor = await clinicianWithProvider(t.app, 'psychiatrist');
  const booking = await bookSession(t.app, patient, doctor);
  const rx = await t.app.inject({
    method: 'POST',
    url: `/api/clinicians/patients/${patient.uuid}/prescriptions`,
    headers: doctor.session,
    payload: prescriptionBody(),
  });
  const prescription = prescriptionResponseSchema.parse(rx.json()).data;
  await t.app.inject({
    method: 'POST',
    url: `/api/clinicians/patients/${patient.uuid}/treatment_plans`,
    headers: doctor.session,
    payload: { title: 'Sleep and mood', goals: [{ description: 'Sleep 7 hours' }] },
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/customers/documents',
    headers: {
      ...patient.session,
      'content-type': 'application/octet-stream',
      'x-file-name': 'lab.pdf',
    },
    payload: PDF,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { patient, doctor, prescription, booking };
}

async function exportAs(session: Record<string, string>, format: 'json' | 'html') {
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/customers/records/export_link',
    headers: session,
  });
  expect(link.statusCode, link.body).toBe(200);
  const { url } = downloadLinkResponseSchema.parse(link.json()).data;
  return t.app.inject({ method: 'GET', url: `${url}?format=${format}` });
}

describe('the data export', () => {
  it('holds the profile and every record, as JSON and as a readable page', async () => {
    const { patient, prescription } = await patientWithRecord();
    const json = await exportAs(patient.session, 'json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="kaizen-data-2026-03-02\.json"/,
    );
    const data = json.json() as Record<string, unknown>;
    expect(data.profile).toMatchObject({ email: patient.email, firstname: 'Asha' });
    expect(data.prescriptions).toMatchObject([{ id: prescription.id }]);
    expect(data.treatment_plans).toMatchObject([{ title: 'Sleep and mood' }]);
    expect(data.documents).toMatchObject([{ file_name: 'lab.pdf', mime_type: 'application/pdf' }]);
    expect(data.sessions).toHaveLength(1);
    expect(Array.isArray(data.access_log)).toBe(true);

    const html = await exportAs(patient.session, 'html');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toMatch(/^attachment;/);
    expect(html.body).toContain('<h1>Your Kaizen data</h1>');
    expect(html.body).toContain('Sleep and mood');
    expect(html.body).toContain(patient.email);
    expect(html.body).not.toContain('<script');
  });
});

describe('erasing an account', () => {
  it('removes personal data, keeps the prescriptions apart, signs out and ends sign-in', async () => {
    const { patient, doctor, prescription, booking } = await patientWithRecord();
    // The session took place (a clinician marks it after its start).
    await t.app.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.uuid, booking.id));
    {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/customers/records/erase',
        headers: patient.session,
        payload: { password: 'not-it', confirmation: 'ERASE' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ errors: [ERASE_WRONG_PASSWORD_MESSAGE] });

      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/customers/records/erase',
        headers: patient.session,
        payload: { password: TEST_PASSWORD, confirmation: 'ERASE' },
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(eraseAccountResponseSchema.parse(erased.json()).data.retained.length).toBeGreaterThan(
        0,
      );

      expect((await validateToken(t.app, patient.session)).statusCode).toBe(401);
      expect((await signIn(t.app, patient.email)).statusCode).toBe(401);
      const [account] = await t.app.db.select().from(users).where(eq(users.id, patient.id));
      expect(account).toMatchObject({ firstname: 'Erased', mobile: null, passwordHash: null });
      expect(account?.email).not.toContain(patient.email.split('@')[0]);

      const counts = await queryRows<{ documents: number; plans: number; prescriptions: number }>(
        t.app.db,
        sql`select (select count(*)::int from documents where patient_id = ${patient.id}) as documents,
                   (select count(*)::int from treatment_plans where patient_id = ${patient.id}) as plans,
                   (select count(*)::int from prescriptions where patient_id = ${patient.id}) as prescriptions`,
      );
      expect(counts[0]).toEqual({ documents: 0, plans: 0, prescriptions: 1 });
      // Retained, and shown to nobody: the former care team no longer finds the patient.
      const byDoctor = await t.app.inject({
        method: 'GET',
        url: `/api/clinicians/prescriptions/${prescription.id}`,
        headers: doctor.session,
      });
      expect(byDoctor.statusCode).toBe(404);
    }
  });

  it('erases someone who booked a couple session (its partner address becomes a placeholder)', async () => {
    const { patient, booking } = await patientWithRecord();
    await t.app.db
      .update(bookings)
      .set({ status: 'completed', kind: 'couple', partnerEmail: 'partner@example.com' })
      .where(eq(bookings.uuid, booking.id));
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/customers/records/erase',
      headers: patient.session,
      payload: { password: TEST_PASSWORD, confirmation: 'ERASE' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.uuid, booking.id));
    expect(row?.partnerEmail).toBe('erased-partner@erased.invalid');
  });

  it('waits until upcoming sessions are cancelled', async () => {
    const { patient } = await patientWithRecord();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customers/records/erase',
      headers: patient.session,
      payload: { password: TEST_PASSWORD, confirmation: 'ERASE' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [ERASE_UPCOMING_SESSIONS_MESSAGE] });
    expect((await validateToken(t.app, patient.session)).statusCode).toBe(200);
  });
});

describe('personal data inventory', () => {
  it('covers every table that refers to a person (add a section or a retention reason for a new one)', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.app.db,
      sql`select distinct c.table_name from information_schema.columns c
          where c.table_schema = 'public'
            and (c.column_name in ('user_id', 'patient_id', 'email', 'recipient', 'client_id', 'partner_email', 'mobile', 'author_user_id', 'uploaded_by_id', 'author_id', 'subject_id', 'actor_id')
                 or c.table_name in (
                   select tc.table_name from information_schema.table_constraints tc
                   join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
                   where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'))`,
    );
    const covered = new Set([
      ...personalDataSections.flatMap((section) => section.tables),
      ...Object.keys(RETAINED_TABLES),
    ]);
    const missing = rows.map((row) => row.table_name).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });
});
