import { BOOKING_NOT_FOUND_MESSAGE, type PatientChart, type PatientNote } from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { hasOpenRiskAlert } from '../assessments/service';
import { recordAccess, type AuditSource } from '../audit/service';
import { patientInCareOf, type PatientInCare } from '../bookings/service';
import { careSwitchForClinician } from '../care-team/service';
import { bookings } from '../bookings/tables';
import { readContact } from '../contacts/service';
import { patientNotes } from './tables';

// The patient chart (issue 13): a patient is visible to a clinician only when their provider
// has (or had) a session with them, or the patient switched to them; everything else is a 404. Every read and write is audited.

const PATIENT_NOT_FOUND_MESSAGE = 'Not found.';

interface Clinician {
  providerId: number;
  audit: AuditSource;
}

async function patientOf(db: Database, providerId: number, patientUuid: string) {
  const patient = await patientInCareOf(db, providerId, patientUuid);
  if (!patient) throw notFound(PATIENT_NOT_FOUND_MESSAGE);
  return patient;
}

const audit = (
  db: Database,
  clinician: Clinician,
  patient: PatientInCare,
  action: 'view' | 'update',
  resource: string,
) => recordAccess(db, { ...clinician.audit, subjectId: patient.id, action, resource });

export async function patientChart(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
): Promise<PatientChart> {
  const patient = await patientOf(db, clinician.providerId, patientUuid);
  const sessions = await db
    .select({
      id: bookings.uuid,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.providerId, clinician.providerId), eq(bookings.userId, patient.id)))
    .orderBy(desc(bookings.startsAt));
  await audit(db, clinician, patient, 'view', 'patient_chart');
  // The emergency contact is for a crisis: shown only while an alert is open, and audited.
  const openRiskAlert = await hasOpenRiskAlert(db, clinician.providerId, patient.id);
  const emergencyContact = openRiskAlert
    ? await readContact(db, patient.id, 'emergency_contact')
    : null;
  if (openRiskAlert) await audit(db, clinician, patient, 'view', 'emergency_contact');
  return {
    patient: { uuid: patient.uuid, firstname: patient.firstname, lastname: patient.lastname },
    open_risk_alert: openRiskAlert,
    emergency_contact: emergencyContact,
    care_switch: await careSwitchForClinician(db, clinician.providerId, patient.id),
    sessions: sessions.map((session) => ({
      id: session.id,
      kind: session.kind,
      starts_at: session.startsAt.toISOString(),
      status: session.status,
    })),
  };
}

const noteOf = (row: { text: string; updatedAt: Date } | undefined): PatientNote => ({
  text: row?.text ?? '',
  updated_at: row?.updatedAt.toISOString() ?? null,
});

export async function readPatientNote(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
): Promise<PatientNote> {
  const patient = await patientOf(db, clinician.providerId, patientUuid);
  const [row] = await db
    .select({ text: patientNotes.text, updatedAt: patientNotes.updatedAt })
    .from(patientNotes)
    .where(
      and(
        eq(patientNotes.providerId, clinician.providerId),
        eq(patientNotes.patientId, patient.id),
      ),
    );
  await audit(db, clinician, patient, 'view', 'patient_note');
  return noteOf(row);
}

/** Saves the whole note (autosave sends it after each pause in typing); last write wins. */
export async function savePatientNote(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
  text: string,
  now: Date,
): Promise<PatientNote> {
  const patient = await patientOf(db, clinician.providerId, patientUuid);
  const values = { text, authorUserId: clinician.audit.actorId, updatedAt: now };
  const row = await db.transaction(async (tx) => {
    const trx = tx as unknown as Database;
    const [saved] = await trx
      .insert(patientNotes)
      .values({ providerId: clinician.providerId, patientId: patient.id, ...values })
      .onConflictDoUpdate({
        target: [patientNotes.providerId, patientNotes.patientId],
        set: values,
      })
      .returning({ text: patientNotes.text, updatedAt: patientNotes.updatedAt });
    await audit(trx, clinician, patient, 'update', 'patient_note');
    return saved;
  });
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return noteOf(row);
}
