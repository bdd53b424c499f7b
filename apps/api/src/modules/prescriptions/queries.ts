import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Prescription } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { prescriptions } from './tables';

// Data access for prescriptions. Callers scope every read by the patient (users.id).

const corrected = alias(prescriptions, 'corrected');
const successor = alias(prescriptions, 'successor');

function selectViews(db: Database, where: SQL | undefined) {
  return db
    .select({
      row: prescriptions,
      patientUuid: users.uuid,
      corrects: { uuid: corrected.uuid, version: corrected.version },
      supersededBy: successor.uuid,
    })
    .from(prescriptions)
    .innerJoin(users, eq(users.id, prescriptions.patientId))
    .leftJoin(corrected, eq(corrected.id, prescriptions.supersedesId))
    .leftJoin(successor, eq(successor.supersedesId, prescriptions.id))
    .where(where);
}
type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

const toPrescriptionView = ({
  row,
  patientUuid,
  corrects,
  supersededBy,
}: ViewRow): Prescription => ({
  id: row.uuid,
  series_id: row.seriesUuid,
  version: row.version,
  corrects: corrects ? { id: corrects.uuid, version: corrects.version } : null,
  correction_reason: row.correctionReason,
  superseded_by: supersededBy,
  issued_at: row.issuedAt.toISOString(),
  patient: { id: patientUuid, name: row.patientName },
  prescriber: { name: row.prescriberName, title: row.prescriberTitle },
  medicines: row.medicines,
  diagnosis_notes: row.diagnosisNotes,
  follow_up_date: row.followUpDate,
  signature: { name: row.signatureName, signed_at: row.issuedAt.toISOString(), digest: row.digest },
});

/** The latest version of each of the patient's prescriptions, newest first. */
export async function latestPrescriptionsOf(db: Database, patientId: number) {
  const rows = await selectViews(
    db,
    and(eq(prescriptions.patientId, patientId), isNull(successor.id)),
  ).orderBy(desc(prescriptions.issuedAt), desc(prescriptions.id));
  return rows.map(toPrescriptionView);
}

/** Every version of every prescription of the patient (data export). */
export async function allPrescriptionsOf(db: Database, patientId: number) {
  const rows = await selectViews(db, eq(prescriptions.patientId, patientId)).orderBy(
    prescriptions.seriesUuid,
    prescriptions.version,
  );
  return rows.map(toPrescriptionView);
}

/** One version by uuid, only if it is the patient's. */
export async function prescriptionOf(db: Database, patientId: number, uuid: string) {
  const [row] = await selectViews(
    db,
    and(eq(prescriptions.patientId, patientId), eq(prescriptions.uuid, uuid)),
  );
  return row ? { view: toPrescriptionView(row), row: row.row } : null;
}

/** The patient a prescription belongs to (for a clinician's access check). */
export async function prescriptionPatient(db: Database, uuid: string) {
  const [row] = await db
    .select({ patientId: prescriptions.patientId })
    .from(prescriptions)
    .where(eq(prescriptions.uuid, uuid));
  return row?.patientId ?? null;
}
