import {
  patientChartResponseSchema,
  patientNoteBodySchema,
  patientNoteResponseSchema,
} from '../clinician/chart';
import type { Endpoint } from '../endpoint';
import { clinicianCareSwitchesResponseSchema } from '../providers/provider-switch';
import { patientParamsSchema } from '../records/prescriptions';

/** A patient in the clinician's care: who, and every session with them. */
export const patientChartEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/chart',
  params: patientParamsSchema,
  response: patientChartResponseSchema,
} as const satisfies Endpoint;

/** The clinician's private note on a patient (never shown to the patient). */
export const patientNoteEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/notes',
  params: patientParamsSchema,
  response: patientNoteResponseSchema,
} as const satisfies Endpoint;

/** Save the clinician's private note on a patient (autosave: the whole text each time). */
export const savePatientNoteEndpoint = {
  method: 'PUT',
  path: '/clinicians/patients/:patientId/notes',
  params: patientParamsSchema,
  body: patientNoteBodySchema,
  response: patientNoteResponseSchema,
} as const satisfies Endpoint;

/** Patients who switched to the clinician and have not booked yet (their charts are open). */
export const clinicianCareSwitchesEndpoint = {
  method: 'GET',
  path: '/clinicians/care_switches',
  response: clinicianCareSwitchesResponseSchema,
} as const satisfies Endpoint;
