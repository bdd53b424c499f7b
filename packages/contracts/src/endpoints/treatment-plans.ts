import type { Endpoint } from '../endpoint';
import { patientParamsSchema, recordParamsSchema } from '../records/prescriptions';
import {
  progressNoteBodySchema,
  treatmentPlanBodySchema,
  treatmentPlanResponseSchema,
  treatmentPlanUpdateSchema,
  treatmentPlansResponseSchema,
} from '../records/treatment-plans';

/** The caller's treatment plans with their progress notes. */
export const myTreatmentPlansEndpoint = {
  method: 'GET',
  path: '/customers/treatment_plans',
  response: treatmentPlansResponseSchema,
} as const satisfies Endpoint;

/** One of the caller's treatment plans. */
export const myTreatmentPlanEndpoint = {
  method: 'GET',
  path: '/customers/treatment_plans/:id',
  params: recordParamsSchema,
  response: treatmentPlanResponseSchema,
} as const satisfies Endpoint;

/** A patient's treatment plans (patients in the clinician's provider's care only). */
export const patientTreatmentPlansEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/treatment_plans',
  params: patientParamsSchema,
  response: treatmentPlansResponseSchema,
} as const satisfies Endpoint;

/** Write a treatment plan for a patient in care; answered with 201. */
export const createTreatmentPlanEndpoint = {
  method: 'POST',
  path: '/clinicians/patients/:patientId/treatment_plans',
  params: patientParamsSchema,
  body: treatmentPlanBodySchema,
  response: treatmentPlanResponseSchema,
} as const satisfies Endpoint;

/** One treatment plan of a patient in care. */
export const patientTreatmentPlanEndpoint = {
  method: 'GET',
  path: '/clinicians/treatment_plans/:id',
  params: recordParamsSchema,
  response: treatmentPlanResponseSchema,
} as const satisfies Endpoint;

/** Update a plan: goals (with their status), interventions, review date, status. */
export const updateTreatmentPlanEndpoint = {
  method: 'PUT',
  path: '/clinicians/treatment_plans/:id',
  params: recordParamsSchema,
  body: treatmentPlanUpdateSchema,
  response: treatmentPlanResponseSchema,
} as const satisfies Endpoint;

/** Add a progress note (optionally about one goal, with progress 0–10); answered with 201. */
export const addProgressNoteEndpoint = {
  method: 'POST',
  path: '/clinicians/treatment_plans/:id/notes',
  params: recordParamsSchema,
  body: progressNoteBodySchema,
  response: treatmentPlanResponseSchema,
} as const satisfies Endpoint;
