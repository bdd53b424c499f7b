import {
  acknowledgeRiskAlertEndpoint,
  assignInstrumentEndpoint,
  clinicianAssignmentsEndpoint,
  clinicianPatientAssessmentsEndpoint,
  clinicianRiskAlertsEndpoint,
  errorResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource, recordAccess, recordAccesses } from '../audit/service';
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

  app.get(
    clinicianRiskAlertsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Risk alerts of my patients, newest first (open = not yet acknowledged)',
        querystring: clinicianRiskAlertsEndpoint.query,
        response: { 200: clinicianRiskAlertsEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProvider(app.db, request.user);
      const alerts = await listRiskAlerts(app.db, providerId, request.query.status);
      await recordAccesses(
        app.db,
        alerts.map(({ alert, patientId }) => ({
          ...auditSource(request),
          subjectId: patientId,
          action: 'list' as const,
          resource: 'crisis_alert',
          resourceId: alert.id,
        })),
      );
      return { data: alerts.map(({ alert }) => alert) };
    },
  );

  app.post(
    acknowledgeRiskAlertEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Acknowledge a risk alert (the first acknowledgement is kept)',
        params: acknowledgeRiskAlertEndpoint.params,
        response: { 200: acknowledgeRiskAlertEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProvider(app.db, request.user);
      const { alert, patientId } = await acknowledgeRiskAlert(
        app.db,
        providerId,
        request.user.id,
        request.params.id,
        app.clock.now(),
      );
      await recordAccess(app.db, {
        ...auditSource(request),
        subjectId: patientId,
        action: 'update',
        resource: 'crisis_alert',
        resourceId: alert.id,
      });
      return { data: alert };
    },
  );

  app.get(
    clinicianPatientAssessmentsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'A patient’s results, oldest first',
        params: clinicianPatientAssessmentsEndpoint.params,
        response: { 200: clinicianPatientAssessmentsEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const { patient } = await clinicianAndPatient(app.db, request.user, request.params.patientId);
      const data = (await selectResults(app.db, patient.id)).map(resultView);
      await recordAccesses(
        app.db,
        data.map((result) => ({
          ...auditSource(request),
          subjectId: patient.id,
          action: 'list' as const,
          resource: 'assessment',
          resourceId: result.id,
        })),
      );
      return { data };
    },
  );

  app.get(
    clinicianAssignmentsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Instruments I assigned to the patient',
        params: clinicianAssignmentsEndpoint.params,
        response: { 200: clinicianAssignmentsEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const { providerId, patient } = await clinicianAndPatient(
        app.db,
        request.user,
        request.params.patientId,
      );
      const data = await providerAssignments(app.db, providerId, patient.id);
      // The chart reads this list: every read of a patient's record is audited.
      await recordAccesses(
        app.db,
        data.map((assignment) => ({
          ...auditSource(request),
          subjectId: patient.id,
          action: 'list' as const,
          resource: 'assessment_assignment',
          resourceId: assignment.id,
        })),
      );
      return { data };
    },
  );

  app.post(
    assignInstrumentEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Assign an instrument with a due date (the patient is emailed and reminded)',
        params: assignInstrumentEndpoint.params,
        body: assignInstrumentEndpoint.body,
        response: { 201: assignInstrumentEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const providerId = await clinicianProvider(app.db, request.user);
      const data = await assignInstrument(
        app.db,
        { id: request.user.id, providerId },
        request.params.patientId,
        request.body,
        env,
        app.clock.now(),
      );
      await recordAccess(app.db, {
        ...auditSource(request),
        subjectId: data.patientId,
        action: 'create',
        resource: 'assessment_assignment',
        resourceId: data.assignment.id,
      });
      return reply.code(201).send({ data: data.assignment });
    },
  );
};
