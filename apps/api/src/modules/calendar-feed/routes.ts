import {
  calendarFeedEndpoint,
  calendarFeedFileEndpoint,
  createCalendarFeedEndpoint,
  errorResponseSchema,
  revokeCalendarFeedEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import { clinicianProviderId } from '../bookings/service';
import { createFeed, feedCalendar, feedCreatedAt, feedPath, revokeFeed } from './service';

const refusals = { ...signedInRefusals, 404: errorResponseSchema };
const tags = ['clinicians'];

/** The clinician's private calendar feed (issue 13): create, read the state of, revoke, serve. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = async (userId: number, token?: string) => {
    const createdAt = await feedCreatedAt(app.db, userId);
    return {
      data: {
        active: createdAt !== null,
        created_at: createdAt?.toISOString() ?? null,
        url: token ? `${app.config.PUBLIC_URL}${feedPath(token)}` : null,
      },
    };
  };

  app.get(
    calendarFeedEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Whether my private calendar feed is on (its address is shown only when made)',
        response: { 200: calendarFeedEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      await clinicianProviderId(app.db, request.user);
      return state(request.user.id);
    },
  );

  app.post(
    createCalendarFeedEndpoint.path,
    {
      schema: {
        tags,
        summary: 'A new private feed address (the previous one stops working)',
        response: { 201: createCalendarFeedEndpoint.response, ...refusals },
      },
    },
    async (request, reply) => {
      await clinicianProviderId(app.db, request.user);
      const token = await createFeed(app.db, request.user.id, app.clock.now());
      return reply.code(201).send(await state(request.user.id, token));
    },
  );

  app.delete(
    revokeCalendarFeedEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Revoke my calendar feed',
        response: { 200: revokeCalendarFeedEndpoint.response, ...refusals },
      },
    },
    async (request) => {
      await clinicianProviderId(app.db, request.user);
      await revokeFeed(app.db, request.user.id);
      return state(request.user.id);
    },
  );

  app.get(
    calendarFeedFileEndpoint.path,
    {
      // The address's secret is the credential (checked against its stored hash).
      config: { access: 'secret-link' },
      schema: {
        tags,
        summary: 'A clinician’s sessions as iCalendar (the private feed address)',
        params: calendarFeedFileEndpoint.params,
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await feedCalendar(app.db, token, app.clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
