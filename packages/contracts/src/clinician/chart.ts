import { z } from '../zod';
import { bookingStatusSchema } from '../bookings/bookings';
import { contactSchema } from '../contacts';
import { sessionKindSchema } from '../providers/provider-filters';
import { plainText } from '../fields/safe-input';
import { chartCareSwitchSchema } from '../providers/provider-switch';

// The patient chart of the clinician workspace (issue 13). Only for a patient with a session
// with the clinician's provider (404 otherwise); every read is written to the audit log.
//
// Endpoints: `endpoints/patient-chart.ts`.
//
// The private note is the clinician's working note on the patient, saved as they type. No
// patient endpoint returns it, and it is not part of the patient's data export.

export const MAX_PATIENT_NOTE_LENGTH = 20_000;

export const patientChartSchema = z.object({
  patient: z.object({ uuid: z.uuid(), firstname: z.string(), lastname: z.string() }),
  /** Every session with this provider, latest first. */
  sessions: z.array(
    z.object({
      id: z.uuid(),
      kind: sessionKindSchema,
      starts_at: z.iso.datetime(),
      status: bookingStatusSchema,
    }),
  ),
  /** True while a risk alert for this patient waits for acknowledgement in this care team. */
  open_risk_alert: z.boolean(),
  /**
   * The patient's emergency contact, only while a risk alert is open (null otherwise, or when
   * they gave none); reading it is audited as `emergency_contact`.
   */
  emergency_contact: contactSchema.nullable(),
  /** The latest provider switch that brought the patient to this provider or took them away. */
  care_switch: chartCareSwitchSchema.nullable(),
});
export type PatientChart = z.infer<typeof patientChartSchema>;
export const patientChartResponseSchema = z.object({ data: patientChartSchema });

export const patientNoteBodySchema = z.object({
  /** The whole note; an empty text clears it. */
  text: plainText().max(MAX_PATIENT_NOTE_LENGTH),
});
export const patientNoteSchema = z.object({
  text: z.string(),
  /** Null until the first save. */
  updated_at: z.iso.datetime().nullable(),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;
export const patientNoteResponseSchema = z.object({ data: patientNoteSchema });
