import {
  assessmentHistoryResponseSchema,
  assignInstrumentBodySchema,
  assignmentResponseSchema,
  assignmentsResponseSchema,
  errorResponseSchema,
  patientParamsSchema,
  riskAlertParamsSchema,
  riskAlertResponseSchema,
  riskAlertsQuerySchema,
  riskAlertsResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { assessmentsEnv } from './env';
import {
  acknowledgeRiskAlert,
  assignInstrument,
  clinicianProvider,
  listRiskAlerts,
  clinicianAndPatient,
  providerAssignments,
  resultView,
  selectResults,
} from './service';

const tags = ['assessments (clinicians)'];
const refusals = { ...signedInRefusals, 404: errorResponseSchema };

/**
 * The clinician's side (API only; the workspace is issue 13): risk alerts of their patients,
 * their patients' results, and assignments. A patient outside their care is 404.
 */
export const clinicianAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = assessmentsEnv(app.config);
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/clinicians/risk_alerts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Risk alerts of my patients, newest first (open = not yet acknowledged)',
        querystring: riskAlertsQuerySchema,
        response: { 200: riskAlertsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProvider(app.db, request.user);
      return { data: await listRiskAlerts(app.db, providerId, request.query.status) };
    },
  );

  app.post(
    '/clinicians/risk_alerts/:id/acknowledge',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Acknowledge a risk alert (the first acknowledgement is kept)',
        params: riskAlertParamsSchema,
        response: { 200: riskAlertResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProvider(app.db, request.user);
      return {
        data: await acknowledgeRiskAlert(
          app.db,
          providerId,
          request.user.id,
          request.params.id,
          app.clock.now(),
        ),
      };
    },
  );

  app.get(
    '/clinicians/patients/:patientUuid/assessments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A patient’s results, oldest first',
        params: patientParamsSchema,
        response: { 200: assessmentHistoryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { patient } = await clinicianAndPatient(
        app.db,
        request.user,
        request.params.patientUuid,
      );
      return { data: (await selectResults(app.db, patient.id)).map(resultView) };
    },
  );

  app.get(
    '/clinicians/patients/:patientUuid/assessment_assignments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Instruments I assigned to the patient',
        params: patientParamsSchema,
        response: { 200: assignmentsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { providerId, patient } = await clinicianAndPatient(
        app.db,
        request.user,
        request.params.patientUuid,
      );
      return { data: await providerAssignments(app.db, providerId, patient.id) };
    },
  );

  app.post(
    '/clinicians/patients/:patientUuid/assessment_assignments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Assign an instrument with a due date (the patient is emailed and reminded)',
        params: patientParamsSchema,
        body: assignInstrumentBodySchema,
        response: { 201: assignmentResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const providerId = await clinicianProvider(app.db, request.user);
      const data = await assignInstrument(
        app.db,
        { id: request.user.id, providerId },
        request.params.patientUuid,
        request.body,
        env,
        app.clock.now(),
      );
      return reply.code(201).send({ data });
    },
  );
};
