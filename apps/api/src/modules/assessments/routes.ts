import {
  ASSESSMENT_NOT_FOUND_MESSAGE,
  assessmentAssignmentsEndpoint,
  assessmentDraftEndpoint,
  assessmentHistoryEndpoint,
  assessmentOverviewEndpoint,
  assessmentResultEndpoint,
  crisisLinesEndpoint,
  discardAssessmentDraftEndpoint,
  errorResponseSchema,
  saveAssessmentDraftEndpoint,
  submitAssessmentEndpoint,
  type AuditAction,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource, recordAccesses, type AuditedRequest } from '../audit/service';
import { notFound } from '../../lib/http-errors';
import { assessmentsEnv } from './env';
import {
  assessmentOverview,
  crisisLinesFor,
  openAssignments,
  readDraft,
  removeDraft,
  resultView,
  saveDraft,
  selectResult,
  selectResults,
  submitAssessment,
} from './service';

const tags = ['assessments'];
const refusals = { ...signedInRefusals, 404: errorResponseSchema };

/** The patient's side: take instruments, see results and history, saved progress, assignments. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = assessmentsEnv(app.config);
  /** One audit row per record the person read or changed (their own record: subject = actor). */
  const audit = (
    request: AuditedRequest,
    action: AuditAction,
    ids: string[],
    resource = 'assessment',
  ) =>
    recordAccesses(
      app.db,
      ids.map((resourceId) => ({
        ...auditSource(request),
        subjectId: request.user.id,
        action,
        resource,
        resourceId,
      })),
    );

  app.get(
    assessmentOverviewEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Every instrument with the latest result and saved progress',
        response: { 200: assessmentOverviewEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const data = await assessmentOverview(app.db, request.user.id);
      const shown = data.flatMap((entry) => (entry.latest ? [entry.latest.id] : []));
      await audit(request, 'list', shown);
      return { data };
    },
  );

  app.get(
    assessmentHistoryEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Results, oldest first (optionally of one instrument)',
        querystring: assessmentHistoryEndpoint.query,
        response: { 200: assessmentHistoryEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const data = (await selectResults(app.db, request.user.id, request.query.instrument)).map(
        resultView,
      );
      await audit(
        request,
        'list',
        data.map((result) => result.id),
      );
      return { data };
    },
  );

  app.get(
    assessmentResultEndpoint.path,
    {
      schema: {
        tags,
        summary: 'One result with its answers',
        params: assessmentResultEndpoint.params,
        response: { 200: assessmentResultEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const row = await selectResult(app.db, request.user.id, request.params.id);
      if (!row) throw notFound(ASSESSMENT_NOT_FOUND_MESSAGE);
      await audit(request, 'view', [row.uuid]);
      return { data: resultView(row) };
    },
  );

  app.post(
    submitAssessmentEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Submit answers; the server scores them and may start the crisis path',
        params: submitAssessmentEndpoint.params,
        body: submitAssessmentEndpoint.body,
        response: { 201: submitAssessmentEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await submitAssessment(
        app.db,
        { ...request.user, audit: auditSource(request) },
        request.params.code,
        request.body,
        env,
        app.clock.now(),
      );
      return reply.code(201).send({ data });
    },
  );

  const draftSchema = {
    tags,
    params: assessmentDraftEndpoint.params,
    response: { 200: assessmentDraftEndpoint.response, ...refusals },
  };
  app.get(
    assessmentDraftEndpoint.path,
    { schema: { ...draftSchema, summary: 'Saved progress, or null' } },
    async (request) => {
      const data = await readDraft(app.db, request.user.id, request.params.code);
      if (data) await audit(request, 'view', [request.params.code], 'assessment_draft');
      return { data };
    },
  );
  app.put(
    saveAssessmentDraftEndpoint.path,
    {
      schema: { ...draftSchema, summary: 'Save progress', body: saveAssessmentDraftEndpoint.body },
    },
    async (request) => {
      const data = await saveDraft(
        app.db,
        request.user.id,
        request.params.code,
        request.body.answers,
        app.clock.now(),
      );
      await audit(request, 'update', [request.params.code], 'assessment_draft');
      return { data };
    },
  );
  app.delete(
    discardAssessmentDraftEndpoint.path,
    { schema: { ...draftSchema, summary: 'Start over' } },
    async (request) => {
      await removeDraft(app.db, request.user.id, request.params.code);
      await audit(request, 'delete', [request.params.code], 'assessment_draft');
      return { data: null };
    },
  );

  app.get(
    assessmentAssignmentsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Instruments clinicians asked this person to complete, not yet done',
        response: { 200: assessmentAssignmentsEndpoint.response, ...refusals },
      },
    },
    async (request) => ({ data: await openAssignments(app.db, request.user.id) }),
  );

  app.get(
    crisisLinesEndpoint.path,
    {
      schema: {
        tags,
        summary:
          'Helpline and emergency numbers for this person (their organisation’s, else the defaults)',
        response: { 200: crisisLinesEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await crisisLinesFor(app.db, request.user.organisationId, env.crisisLines),
    }),
  );
};
