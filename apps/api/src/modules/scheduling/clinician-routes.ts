import {
  clinicianHoursResponseSchema,
  dateExceptionBodySchema,
  dateExceptionParamsSchema,
  errorResponseSchema,
  hoursPreviewQuerySchema,
  hoursPreviewResponseSchema,
  hoursSettingsBodySchema,
  weeklyHoursBodySchema,
  weeklyHoursParamsSchema,
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
    '/clinicians/hours',
    {
      schema: {
        tags,
        summary: 'Weekly hours, date changes, booking settings and time zone',
        response: { 200: clinicianHoursResponseSchema, ...refusals },
      },
    },
    async (request) => hoursOf(await own(request)),
  );

  app.put(
    '/clinicians/hours/weekly/:kind',
    {
      schema: {
        tags,
        summary: 'Replace the weekly hours of one session kind',
        params: weeklyHoursParamsSchema,
        body: weeklyHoursBodySchema,
        response: { 200: clinicianHoursResponseSchema, ...refusals },
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
    '/clinicians/hours/settings',
    {
      schema: {
        tags,
        summary: 'Buffer, minimum notice, horizon and time zone',
        body: hoursSettingsBodySchema,
        response: { 200: clinicianHoursResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const providerId = await own(request);
      await updateHoursSettings(app.scheduling, app.db, providerId, request.body, app.clock.now());
      return hoursOf(providerId);
    },
  );

  app.post(
    '/clinicians/hours/exceptions',
    {
      schema: {
        tags,
        summary: 'Add leave or extra hours on one date',
        body: dateExceptionBodySchema,
        response: { 201: clinicianHoursResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const providerId = await own(request);
      await addDateException(app.scheduling, app.db, providerId, request.body, app.clock.now());
      return reply.code(201).send(await hoursOf(providerId));
    },
  );

  app.delete(
    '/clinicians/hours/exceptions/:id',
    {
      schema: {
        tags,
        summary: 'Remove one date change',
        params: dateExceptionParamsSchema,
        response: { 200: clinicianHoursResponseSchema, ...refusals },
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
    '/clinicians/hours/preview',
    {
      schema: {
        tags,
        summary: 'Bookable slots of one kind over the next 14 days',
        querystring: hoursPreviewQuerySchema,
        response: { 200: hoursPreviewResponseSchema, ...refusals },
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
