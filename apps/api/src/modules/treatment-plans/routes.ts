import {
  errorResponseSchema,
  patientParamsSchema,
  progressNoteBodySchema,
  recordParamsSchema,
  treatmentPlanBodySchema,
  treatmentPlanResponseSchema,
  treatmentPlanUpdateSchema,
  treatmentPlansResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { auditSource } from '../audit/service';
import {
  addProgressNote,
  createPlan,
  listMyPlans,
  listPatientPlans,
  myPlan,
  patientPlan,
  updatePlan,
} from './service';

const refusals = { ...signedInRefusals, 404: errorResponseSchema };
const orNotFound = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound();
  return value;
};

/** Treatment plans (issue 12): the patient reads; clinicians in care write. */
export const treatmentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/treatment_plans',
    {
      schema: {
        tags: ['records'],
        summary: "The caller's treatment plans with their progress notes",
        response: { 200: treatmentPlansResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await listMyPlans(app.db, request.user.id, auditSource(request)) }),
  );

  app.get(
    '/customers/treatment_plans/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'One of the caller’s treatment plans',
        params: recordParamsSchema,
        response: { 200: treatmentPlanResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await myPlan(app.db, request.user.id, request.params.id, auditSource(request)),
    }),
  );

  app.get(
    '/clinicians/patients/:patientId/treatment_plans',
    {
      schema: {
        tags: ['clinicians'],
        summary: "A patient's treatment plans (patients in the clinician's provider's care only)",
        params: patientParamsSchema,
        response: { 200: treatmentPlansResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await listPatientPlans(
        app.db,
        request.user,
        request.params.patientId,
        auditSource(request),
      ),
    }),
  );

  app.post(
    '/clinicians/patients/:patientId/treatment_plans',
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Write a treatment plan for a patient in care',
        params: patientParamsSchema,
        body: treatmentPlanBodySchema,
        response: { 201: treatmentPlanResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await createPlan(
        app.db,
        request.user,
        request.params.patientId,
        request.body,
        app.clock.now(),
        auditSource(request),
      );
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/clinicians/treatment_plans/:id',
    {
      schema: {
        tags: ['clinicians'],
        summary: 'One treatment plan of a patient in care',
        params: recordParamsSchema,
        response: { 200: treatmentPlanResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await patientPlan(app.db, request.user, request.params.id, auditSource(request)),
    }),
  );

  app.put(
    '/clinicians/treatment_plans/:id',
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Update a plan: goals (with their status), interventions, review date, status',
        params: recordParamsSchema,
        body: treatmentPlanUpdateSchema,
        response: { 200: treatmentPlanResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: orNotFound(
        await updatePlan(
          app.db,
          request.user,
          request.params.id,
          request.body,
          app.clock.now(),
          auditSource(request),
        ),
      ),
    }),
  );

  app.post(
    '/clinicians/treatment_plans/:id/notes',
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Add a progress note (optionally about one goal, with progress 0–10)',
        params: recordParamsSchema,
        body: progressNoteBodySchema,
        response: { 201: treatmentPlanResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const data = orNotFound(
        await addProgressNote(
          app.db,
          request.user,
          request.params.id,
          request.body,
          app.clock.now(),
          auditSource(request),
        ),
      );
      return reply.code(201).send({ data });
    },
  );
};
