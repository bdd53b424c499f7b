import {
  addDateExceptionEndpoint,
  clinicianHoursEndpoint,
  errorResponseSchema,
  hoursPreviewEndpoint,
  hoursSettingsEndpoint,
  removeDateExceptionEndpoint,
  weeklyHoursEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { clinicianProviderId } from '../bookings/service';
import {
  addDateException,
  clinicianHours,
  deleteDateException,
  hoursPreview,
  replaceWeeklyHours,
  updateHoursSettings,
} from './clinician-hours';

const refusals = { ...signedInRefusals, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['clinicians'];

/** The clinician's own working hours (issue 13); every route acts on the caller's provider only. */
export const clinicianHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = (request: { user: { id: number; usertype: string } }) =>
    clinicianProviderId(app.db, request.user);
  const hoursOf = async (providerId: number) => ({
    data: await clinicianHours(app.db, providerId, app.clock.now()),
  });

  app.get(
    clinicianHoursEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Weekly hours, date changes, booking settings and time zone',
        response: { 200: clinicianHoursEndpoint.response, ...refusals },
      },
    },
    async (request) => hoursOf(await own(request)),
  );

  app.put(
    weeklyHoursEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Replace the weekly hours of one session kind',
        params: weeklyHoursEndpoint.params,
        body: weeklyHoursEndpoint.body,
        response: { 200: weeklyHoursEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await own(request);
      const { kind } = request.params;
      await replaceWeeklyHours(
        app.scheduling,
        app.db,
        providerId,
        kind,
        request.body.windows,
        app.clock.now(),
      );
      return hoursOf(providerId);
    },
  );

  app.put(
    hoursSettingsEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Buffer, minimum notice, horizon and time zone',
        body: hoursSettingsEndpoint.body,
        response: { 200: hoursSettingsEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await own(request);
      await updateHoursSettings(app.scheduling, app.db, providerId, request.body, app.clock.now());
      return hoursOf(providerId);
    },
  );

  app.post(
    addDateExceptionEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Add leave or extra hours on one date',
        body: addDateExceptionEndpoint.body,
        response: { 201: addDateExceptionEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      const providerId = await own(request);
      await addDateException(app.scheduling, app.db, providerId, request.body, app.clock.now());
      return reply.code(201).send(await hoursOf(providerId));
    },
  );

  app.delete(
    removeDateExceptionEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Remove one date change',
        params: removeDateExceptionEndpoint.params,
        response: { 200: removeDateExceptionEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      const providerId = await own(request);
      await deleteDateException(
        app.scheduling,
        app.db,
        providerId,
        request.params.id,
        app.clock.now(),
      );
      return hoursOf(providerId);
    },
  );

  app.get(
    hoursPreviewEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Bookable slots of one kind over the next 14 days',
        querystring: hoursPreviewEndpoint.query,
        response: { 200: hoursPreviewEndpoint.response, ...refusals },
      },
    },
    async (request) => ({
      data: await hoursPreview(
        app.scheduling,
        app.db,
        await own(request),
        request.query.kind,
        app.clock.now(),
      ),
    }),
  );
};
