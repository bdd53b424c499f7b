import {
  clinicianBookingsEndpoint,
  clinicianCancelEndpoint,
  clinicianCompleteEndpoint,
  clinicianJoinEndpoint,
  clinicianNoShowEndpoint,
  errorResponseSchema,
  sessionNoteCreateEndpoint,
  sessionNotesEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../../lib/error-responses';
import { cancelByClinician } from './clinician-cancel';
import type { BookingRoutesOptions } from '../routes';
import { clinicianJoinDetails } from '../lifecycle/join';
import { bookingNotifyEnv } from '../lifecycle/notifications';
import {
  addSessionNote,
  clinicianBooking,
  clinicianProviderId,
  listClinicianBookings,
  listSessionNotes,
  markBooking,
} from './clinician';

const refusals = { ...signedInRefusals, 404: errorResponseSchema, 409: errorResponseSchema };

/** The clinician side of bookings: own provider's sessions, marks, join, cancel, private notes. */
export const clinicianBookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { payments, scheduling, funding, onSessionCompleted },
) => {
  const notify = bookingNotifyEnv(app.config);

  app.post(
    clinicianCancelEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Cancel a session with a reason (full refund, the patient is emailed)',
        params: clinicianCancelEndpoint.params,
        body: clinicianCancelEndpoint.body,
        response: { 200: clinicianCancelEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProviderId(app.db, request.user);
      const now = app.clock.now();
      const cancelled = await cancelByClinician(
        app.db,
        providerId,
        request.params.id,
        request.body.reason,
        { now, notify, payments, scheduling, funding },
      );
      return { data: await clinicianBooking(app.db, providerId, cancelled.uuid) };
    },
  );

  app.get(
    clinicianBookingsEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: "The clinician's own sessions, upcoming or past",
        querystring: clinicianBookingsEndpoint.query,
        response: { 200: clinicianBookingsEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProviderId(app.db, request.user);
      return {
        data: await listClinicianBookings(app.db, providerId, request.query.scope, app.clock.now()),
      };
    },
  );

  for (const [endpoint, status] of [
    [clinicianCompleteEndpoint, 'completed'],
    [clinicianNoShowEndpoint, 'no_show'],
  ] as const) {
    app.post(
      endpoint.path,
      {
        schema: {
          tags: ['clinicians'],
          summary: `Mark a started session ${status}`,
          params: endpoint.params,
          response: { 200: endpoint.response, ...refusals },
        },
      },
      async (request) => {
        const providerId = await clinicianProviderId(app.db, request.user);
        return {
          data: await markBooking(
            { scheduling: app.scheduling, onCompleted: onSessionCompleted },
            app.db,
            providerId,
            request.params.id,
            status,
            app.clock.now(),
          ),
        };
      },
    );
  }

  app.get(
    clinicianJoinEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Join details of an own session, from 10 minutes before its start to its end',
        params: clinicianJoinEndpoint.params,
        querystring: clinicianJoinEndpoint.query,
        response: { 200: clinicianJoinEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProviderId(app.db, request.user);
      return {
        data: await clinicianJoinDetails(
          app.db,
          { ...request.user, providerId },
          request.params.id,
          { now: app.clock.now(), config: app.config },
        ),
      };
    },
  );

  app.get(
    sessionNotesEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Private session notes (never shown to the patient)',
        params: sessionNotesEndpoint.params,
        response: { 200: sessionNotesEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await clinicianProviderId(app.db, request.user);
      return { data: await listSessionNotes(app.db, providerId, request.params.id) };
    },
  );

  app.post(
    sessionNoteCreateEndpoint.path,
    {
      schema: {
        tags: ['clinicians'],
        summary: 'Add a private session note',
        params: sessionNoteCreateEndpoint.params,
        body: sessionNoteCreateEndpoint.body,
        response: { 201: sessionNoteCreateEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const providerId = await clinicianProviderId(app.db, request.user);
      const data = await addSessionNote(
        app.db,
        { userId: request.user.id, providerId },
        request.params.id,
        request.body.text,
        app.clock.now(),
      );
      return reply.code(201).send({ data });
    },
  );
};
