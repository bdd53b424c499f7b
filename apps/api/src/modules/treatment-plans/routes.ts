import {
  addProgressNoteEndpoint,
  createTreatmentPlanEndpoint,
  errorResponseSchema,
  myTreatmentPlanEndpoint,
  myTreatmentPlansEndpoint,
  patientTreatmentPlanEndpoint,
  patientTreatmentPlansEndpoint,
  updateTreatmentPlanEndpoint,
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
    myTreatmentPlansEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: "The caller's treatment plans with their progress notes",
        response: { 200: myTreatmentPlansEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await listMyPlans(app.db, request.user.id, auditSource(request)) }),
  );

  app.get(
    myTreatmentPlanEndpoint.path,
    {
      schema: {
        tags: ['records'],
        summary: 'One of the caller’s treatment plans',
        params: myTreatmentPlanEndpoint.params,
        response: { 200: myTreatmentPlanEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await myPlan(app.db, request.user.id, request.params.id, auditSource(request)),
    }),
  );

  app.get(
    patientTreatmentPlansEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: "A patient's treatment plans (patients in the clinician's provider's care only)",
        params: patientTreatmentPlansEndpoint.params,
        response: { 200: patientTreatmentPlansEndpoint.response, ...refusals },
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
    createTreatmentPlanEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Write a treatment plan for a patient in care',
        params: createTreatmentPlanEndpoint.params,
        body: createTreatmentPlanEndpoint.body,
        response: { 201: createTreatmentPlanEndpoint.response, ...refusals },
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
    patientTreatmentPlanEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'One treatment plan of a patient in care',
        params: patientTreatmentPlanEndpoint.params,
        response: { 200: patientTreatmentPlanEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await patientPlan(app.db, request.user, request.params.id, auditSource(request)),
    }),
  );

  app.put(
    updateTreatmentPlanEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Update a plan: goals (with their status), interventions, review date, status',
        params: updateTreatmentPlanEndpoint.params,
        body: updateTreatmentPlanEndpoint.body,
        response: { 200: updateTreatmentPlanEndpoint.response, ...refusals },
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
    addProgressNoteEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Add a progress note (optionally about one goal, with progress 0–10)',
        params: addProgressNoteEndpoint.params,
        body: addProgressNoteEndpoint.body,
        response: { 201: addProgressNoteEndpoint.response, ...refusals },
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
