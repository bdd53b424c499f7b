import {
  clinicianCareSwitchesEndpoint,
  errorResponseSchema,
  patientChartEndpoint,
  patientNoteEndpoint,
  savePatientNoteEndpoint,
} from '@kaizen/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { auditSource } from '../audit/service';
import { clinicianProviderId } from '../bookings/service';
import { patientsSwitchedTo } from '../care-team/service';
import { patientChart, readPatientNote, savePatientNote } from './service';

const refusals = { ...signedInRefusals, 404: errorResponseSchema };
const tags = ['clinicians'];

/** The patient chart of the clinician workspace (issue 13). */
export const patientChartRoutes: FastifyPluginAsyncZod = async (app) => {
  const clinicianOf = async (request: FastifyRequest) => ({
    providerId: await clinicianProviderId(app.db, request.user),
    audit: auditSource(request),
  });

  app.get(
    patientChartEndpoint.path,
    {
      schema: {
        tags,
        summary: 'A patient in my care: who, and every session with me',
        params: patientChartEndpoint.params,
        response: { 200: patientChartEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await patientChart(app.db, await clinicianOf(request), request.params.patientId),
    }),
  );

  app.get(
    patientNoteEndpoint.path,
    {
      schema: {
        tags,
        summary: 'My private note on a patient (never shown to them)',
        params: patientNoteEndpoint.params,
        response: { 200: patientNoteEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await readPatientNote(app.db, await clinicianOf(request), request.params.patientId),
    }),
  );

  app.put(
    savePatientNoteEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Save my private note on a patient (autosave: the whole text each time)',
        params: savePatientNoteEndpoint.params,
        body: savePatientNoteEndpoint.body,
        response: { 200: savePatientNoteEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await savePatientNote(
        app.db,
        await clinicianOf(request),
        request.params.patientId,
        request.body.text,
        app.clock.now(),
      ),
    }),
  );

  app.get(
    clinicianCareSwitchesEndpoint.path,
    {
      schema: {
        tags,
        summary:
          'Patients who switched to me and have not booked yet (their charts are open to me)',
        response: { 200: clinicianCareSwitchesEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await patientsSwitchedTo(app.db, (await clinicianOf(request)).providerId),
    }),
  );
};
