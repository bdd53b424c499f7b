import { z } from '../zod';

// Prescriptions (issue 12). Written by a psychiatrist for a patient their provider has a session
// with; immutable once issued (the database refuses UPDATE and DELETE); a correction is a new
// version of the same prescription, and only the latest version can be corrected.
//
// Endpoints: `endpoints/prescriptions.ts` (signed in; someone else's prescription is a 404
// everywhere).

export const MAX_MEDICINES = 20;
export const PRESCRIPTION_NOTES_MAX = 4000;

const line = (max: number) => z.string().trim().min(1).max(max);

export const medicineSchema = z.object({
  name: line(120),
  strength: line(60),
  dose: line(60),
  frequency: line(120),
  duration: line(60),
  instructions: z.string().trim().max(500).default(''),
});
export type Medicine = z.infer<typeof medicineSchema>;

const isoDate = z.iso.date();

export const prescriptionBodySchema = z.object({
  medicines: z.array(medicineSchema).min(1).max(MAX_MEDICINES),
  diagnosis_notes: z.string().trim().max(PRESCRIPTION_NOTES_MAX).default(''),
  /** YYYY-MM-DD, not before the day it is issued. */
  follow_up_date: isoDate.nullable().default(null),
  /** The prescriber types their full name as their signature; it must match their account. */
  signature: line(200),
});
export type PrescriptionBody = z.input<typeof prescriptionBodySchema>;

export const prescriptionCorrectionBodySchema = prescriptionBodySchema.extend({
  correction_reason: line(500),
});
export type PrescriptionCorrectionBody = z.input<typeof prescriptionCorrectionBodySchema>;

export const prescriptionSchema = z.object({
  id: z.uuid(),
  /** The id of version 1: every version of one prescription shares it. */
  series_id: z.uuid(),
  version: z.number().int().min(1),
  /** The version this one corrects, and why. */
  corrects: z.object({ id: z.uuid(), version: z.number().int() }).nullable(),
  correction_reason: z.string().nullable(),
  /** The newer version that replaced this one, if any. */
  superseded_by: z.uuid().nullable(),
  issued_at: z.string(),
  patient: z.object({ id: z.uuid(), name: z.string() }),
  prescriber: z.object({ name: z.string(), title: z.string() }),
  medicines: z.array(medicineSchema),
  diagnosis_notes: z.string(),
  follow_up_date: isoDate.nullable(),
  signature: z.object({
    name: z.string(),
    signed_at: z.string(),
    /** SHA-256 of the prescription's content as issued: printed on the PDF to check a copy. */
    digest: z.string(),
  }),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionResponseSchema = z.object({ data: prescriptionSchema });
export const prescriptionsResponseSchema = z.object({ data: z.array(prescriptionSchema) });
export type PrescriptionsResponse = z.infer<typeof prescriptionsResponseSchema>;

export const PRESCRIPTION_NOT_FOUND_MESSAGE = 'Prescription not found.';
export const PATIENT_NOT_FOUND_MESSAGE = 'Patient not found.';
export const ONLY_PSYCHIATRISTS_PRESCRIBE_MESSAGE = 'Only psychiatrists can write prescriptions.';
export const SIGNATURE_MISMATCH_MESSAGE = 'Sign with your full name as it is on your account.';
export const FOLLOW_UP_IN_PAST_MESSAGE = 'The follow-up date cannot be before today.';
export const PRESCRIPTION_ALREADY_CORRECTED_MESSAGE =
  'This version was already corrected. Open the latest version to correct it again.';

/** A short-lived link to a file (a prescription PDF, a document); open it to download. */
export const downloadLinkResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;
/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_SECONDS = 120;

/** `{id}` of a health-record path (a prescription, document or plan uuid). */
export const recordParamsSchema = z.object({ id: z.uuid() });
/** `{patientId}` of a clinician's path: the patient's user uuid. */
export const patientParamsSchema = z.object({ patientId: z.uuid() });
/** `{token}` of a download link. */
export const downloadParamsSchema = z.object({ token: z.string().min(20).max(2048) });
