import type { Endpoint } from '../endpoint';
import {
  assessmentHistoryQuerySchema,
  assessmentHistoryResponseSchema,
  assessmentOverviewResponseSchema,
  assessmentResultResponseSchema,
  assignInstrumentBodySchema,
  assignmentResponseSchema,
  assignmentsResponseSchema,
  crisisLinesBodySchema,
  crisisLinesResponseSchema,
  draftBodySchema,
  draftResponseSchema,
  instrumentParamsSchema,
  resultParamsSchema,
  riskAlertParamsSchema,
  riskAlertResponseSchema,
  riskAlertsQuerySchema,
  riskAlertsResponseSchema,
  submitAssessmentBodySchema,
  submitAssessmentResponseSchema,
} from '../assessments';
import { patientParamsSchema } from '../records/prescriptions';
import { z } from '../zod';

/** Every instrument with the latest result and saved progress. */
export const assessmentOverviewEndpoint = {
  method: 'GET',
  path: '/customers/assessments',
  response: assessmentOverviewResponseSchema,
} as const satisfies Endpoint;

/** Results, oldest first (optionally of one instrument). */
export const assessmentHistoryEndpoint = {
  method: 'GET',
  path: '/customers/assessments/results',
  query: assessmentHistoryQuerySchema,
  response: assessmentHistoryResponseSchema,
} as const satisfies Endpoint;

/** One result with its answers. */
export const assessmentResultEndpoint = {
  method: 'GET',
  path: '/customers/assessments/results/:id',
  params: resultParamsSchema,
  response: assessmentResultResponseSchema,
} as const satisfies Endpoint;

/** Submit answers (201); the server scores them and may start the crisis path. */
export const submitAssessmentEndpoint = {
  method: 'POST',
  path: '/customers/assessments/:code',
  params: instrumentParamsSchema,
  body: submitAssessmentBodySchema,
  response: submitAssessmentResponseSchema,
} as const satisfies Endpoint;

/** Saved progress, or null. */
export const assessmentDraftEndpoint = {
  method: 'GET',
  path: '/customers/assessments/:code/draft',
  params: instrumentParamsSchema,
  response: draftResponseSchema,
} as const satisfies Endpoint;

/** Save progress. */
export const saveAssessmentDraftEndpoint = {
  method: 'PUT',
  path: '/customers/assessments/:code/draft',
  params: instrumentParamsSchema,
  body: draftBodySchema,
  response: draftResponseSchema,
} as const satisfies Endpoint;

/** Start over. */
export const discardAssessmentDraftEndpoint = {
  method: 'DELETE',
  path: '/customers/assessments/:code/draft',
  params: instrumentParamsSchema,
  response: draftResponseSchema,
} as const satisfies Endpoint;

/** Instruments clinicians asked this person to complete, not yet done. */
export const assessmentAssignmentsEndpoint = {
  method: 'GET',
  path: '/customers/assessment_assignments',
  response: assignmentsResponseSchema,
} as const satisfies Endpoint;

/** Helpline and emergency numbers for this person (their organisation's, else the defaults). */
export const crisisLinesEndpoint = {
  method: 'GET',
  path: '/customers/crisis_lines',
  response: crisisLinesResponseSchema,
} as const satisfies Endpoint;

/** Risk alerts of my patients, newest first (open = not yet acknowledged). */
export const clinicianRiskAlertsEndpoint = {
  method: 'GET',
  path: '/clinicians/risk_alerts',
  query: riskAlertsQuerySchema,
  response: riskAlertsResponseSchema,
} as const satisfies Endpoint;

/** Acknowledge a risk alert (the first acknowledgement is kept). */
export const acknowledgeRiskAlertEndpoint = {
  method: 'POST',
  path: '/clinicians/risk_alerts/:id/acknowledge',
  params: riskAlertParamsSchema,
  response: riskAlertResponseSchema,
} as const satisfies Endpoint;

/** A patient's results, oldest first. */
export const clinicianPatientAssessmentsEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/assessments',
  params: patientParamsSchema,
  response: assessmentHistoryResponseSchema,
} as const satisfies Endpoint;

/** Instruments I assigned to the patient. */
export const clinicianAssignmentsEndpoint = {
  method: 'GET',
  path: '/clinicians/patients/:patientId/assessment_assignments',
  params: patientParamsSchema,
  response: assignmentsResponseSchema,
} as const satisfies Endpoint;

/** Assign an instrument with a due date (201; the patient is emailed and reminded). */
export const assignInstrumentEndpoint = {
  method: 'POST',
  path: '/clinicians/patients/:patientId/assessment_assignments',
  params: patientParamsSchema,
  body: assignInstrumentBodySchema,
  response: assignmentResponseSchema,
} as const satisfies Endpoint;

/** Set an organisation's helpline and emergency numbers (x-admin-token). */
export const setCrisisLinesEndpoint = {
  method: 'PUT',
  path: '/admin/organisations/:uuid/crisis_lines',
  params: z.object({ uuid: z.uuid() }),
  body: crisisLinesBodySchema,
  response: crisisLinesResponseSchema,
} as const satisfies Endpoint;
