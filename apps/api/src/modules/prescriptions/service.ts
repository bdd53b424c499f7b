import { randomUUID } from 'node:crypto';
import type { prescriptionBodySchema } from '@kaizen/contracts';
import {
  FOLLOW_UP_IN_PAST_MESSAGE,
  ONLY_PSYCHIATRISTS_PRESCRIBE_MESSAGE,
  PATIENT_NOT_FOUND_MESSAGE,
  PRESCRIPTION_ALREADY_CORRECTED_MESSAGE,
  PRESCRIPTION_NOT_FOUND_MESSAGE,
  SIGNATURE_MISMATCH_MESSAGE,
  type Prescription,
} from '@kaizen/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { postgresErrorCode } from '../../plugins/errors';
import { recordAccess, recordAccesses, type AuditSource } from '../audit/service';
import { clinicianProviderId, isInCareOf, patientInCareOf } from '../bookings/service';
import { providerById } from '../providers/service';
import { prescriptionDigest } from './digest';
import { latestPrescriptionsOf, prescriptionOf, prescriptionPatient } from './queries';
import { prescriptions } from './tables';

// Prescriptions: psychiatrists write them for patients in their provider's care; patients and
// their care team read them. Every read and write appends to the audit log.

export { allPrescriptionsOf } from './queries';
export { renderPrescriptionPdf, prescriptionFileName } from './pdf';

type PrescriptionInput = z.output<typeof prescriptionBodySchema>;

interface Clinician {
  id: number;
  usertype: string;
  firstname: string;
  lastname: string;
}

const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

// ---- Patient side ---------------------------------------------------------------------------

export async function listMyPrescriptions(db: Database, patientId: number, source: AuditSource) {
  const list = await latestPrescriptionsOf(db, patientId);
  await recordAccesses(
    db,
    list.map((item) => ({
      ...source,
      subjectId: patientId,
      action: 'list' as const,
      resource: 'prescription',
      resourceId: item.id,
    })),
  );
  return list;
}

export async function myPrescription(
  db: Database,
  patientId: number,
  uuid: string,
  source: AuditSource,
  action: 'view' | 'download' = 'view',
): Promise<Prescription> {
  const found = await prescriptionOf(db, patientId, uuid);
  if (!found) throw notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
  await recordAccess(db, {
    ...source,
    subjectId: patientId,
    action,
    resource: 'prescription',
    resourceId: uuid,
  });
  return found.view;
}

// ---- Clinician side -------------------------------------------------------------------------

async function careOf(db: Database, clinician: Clinician, patientUuid: string) {
  const providerId = await clinicianProviderId(db, clinician);
  const patient = await patientInCareOf(db, providerId, patientUuid);
  if (!patient) throw notFound(PATIENT_NOT_FOUND_MESSAGE);
  return { providerId, patient };
}

export async function listPatientPrescriptions(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
  source: AuditSource,
) {
  const { patient } = await careOf(db, clinician, patientUuid);
  return listMyPrescriptions(db, patient.id, source);
}

/** A prescription of a patient in the clinician's provider's care; 404 for any other. */
export async function patientPrescription(
  db: Database,
  clinician: Clinician,
  uuid: string,
  source: AuditSource,
): Promise<Prescription> {
  const providerId = await clinicianProviderId(db, clinician);
  const patientId = await prescriptionPatient(db, uuid);
  if (patientId === null || !(await isInCareOf(db, providerId, patientId))) {
    throw notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
  }
  return myPrescription(db, patientId, uuid, source);
}

function checkPrescriber(clinician: Clinician, input: PrescriptionInput, today: string) {
  if (clinician.usertype !== 'psychiatrist') throw forbidden(ONLY_PSYCHIATRISTS_PRESCRIBE_MESSAGE);
  if (normaliseName(input.signature) !== normaliseName(fullName(clinician))) {
    throw unprocessable(SIGNATURE_MISMATCH_MESSAGE);
  }
  if (input.follow_up_date !== null && input.follow_up_date < today) {
    throw unprocessable(FOLLOW_UP_IN_PAST_MESSAGE);
  }
}

interface Issue {
  providerId: number;
  patientId: number;
  patientName: string;
  seriesUuid: string;
  version: number;
  supersedesId: number | null;
  correctionReason: string | null;
}

async function insertVersion(
  db: Database,
  clinician: Clinician,
  input: PrescriptionInput,
  issue: Issue,
  now: Date,
  source: AuditSource,
): Promise<Prescription> {
  const provider = await providerById(db, issue.providerId);
  checkPrescriber(clinician, input, dayIn(now, provider?.timeZone ?? 'Asia/Kolkata'));
  const content = {
    seriesId: issue.seriesUuid,
    version: issue.version,
    issuedAt: now.toISOString(),
    patientName: issue.patientName,
    prescriberName: `Dr ${fullName(clinician)}`,
    prescriberTitle: provider?.qualifications.join(', ') || 'Psychiatrist',
    medicines: input.medicines,
    diagnosisNotes: input.diagnosis_notes,
    followUpDate: input.follow_up_date,
    signatureName: input.signature.trim(),
    correctionReason: issue.correctionReason,
  };
  const uuid = issue.version === 1 ? issue.seriesUuid : randomUUID();
  return inTransaction(db, async (tx) => {
    await tx.insert(prescriptions).values({
      uuid,
      seriesUuid: issue.seriesUuid,
      version: issue.version,
      supersedesId: issue.supersedesId,
      correctionReason: issue.correctionReason,
      patientId: issue.patientId,
      prescriberId: clinician.id,
      providerId: issue.providerId,
      patientName: content.patientName,
      prescriberName: content.prescriberName,
      prescriberTitle: content.prescriberTitle,
      medicines: input.medicines,
      diagnosisNotes: input.diagnosis_notes,
      followUpDate: input.follow_up_date,
      signatureName: content.signatureName,
      digest: prescriptionDigest(content),
      issuedAt: now,
    });
    await recordAccess(tx, {
      ...source,
      subjectId: issue.patientId,
      action: 'create',
      resource: 'prescription',
      resourceId: uuid,
    });
    const created = await prescriptionOf(tx, issue.patientId, uuid);
    if (!created) throw new Error('the new prescription was not found');
    return created.view;
  });
}

export async function issuePrescription(
  db: Database,
  clinician: Clinician,
  patientUuid: string,
  input: PrescriptionInput,
  now: Date,
  source: AuditSource,
): Promise<Prescription> {
  const { providerId, patient } = await careOf(db, clinician, patientUuid);
  return insertVersion(
    db,
    clinician,
    input,
    {
      providerId,
      patientId: patient.id,
      patientName: fullName(patient),
      seriesUuid: randomUUID(),
      version: 1,
      supersedesId: null,
      correctionReason: null,
    },
    now,
    source,
  );
}

/**
 * A correction is the next version of the same prescription. Only the latest version can be
 * corrected; when two corrections of one version race, the unique `supersedes_id` lets one win
 * and the other is answered 409 (the error plugin maps 23505).
 */
export async function correctPrescription(
  db: Database,
  clinician: Clinician,
  uuid: string,
  input: PrescriptionInput & { correction_reason: string },
  now: Date,
  source: AuditSource,
): Promise<Prescription> {
  const providerId = await clinicianProviderId(db, clinician);
  const patientId = await prescriptionPatient(db, uuid);
  if (patientId === null || !(await isInCareOf(db, providerId, patientId))) {
    throw notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
  }
  const found = await prescriptionOf(db, patientId, uuid);
  if (!found) throw notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
  if (found.view.superseded_by) throw conflict(PRESCRIPTION_ALREADY_CORRECTED_MESSAGE);
  try {
    return await insertVersion(
      db,
      clinician,
      input,
      {
        providerId,
        patientId,
        patientName: found.row.patientName,
        seriesUuid: found.row.seriesUuid,
        version: found.row.version + 1,
        supersedesId: found.row.id,
        correctionReason: input.correction_reason,
      },
      now,
      source,
    );
  } catch (error) {
    if (postgresErrorCode(error) === '23505')
      throw conflict(PRESCRIPTION_ALREADY_CORRECTED_MESSAGE);
    throw error;
  }
}

/** 404 unless the prescription is the patient's (before making a download link). */
export async function prescriptionForDownload(db: Database, patientId: number, uuid: string) {
  if (!(await prescriptionOf(db, patientId, uuid))) throw notFound(PRESCRIPTION_NOT_FOUND_MESSAGE);
}
export { demoCareTeam } from './seed';
