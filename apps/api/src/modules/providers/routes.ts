import {
  appVisibilityEndpoint,
  clinicsEndpoint,
  errorResponseSchema,
  locationEndpoint,
  providerProfileEndpoint,
  providerSearchEndpoint,
} from '@kaizen/contracts';
import type { FastifyReply } from 'fastify';
import { memberVisibility } from '../profiles/service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appVisibility,
  listClinics,
  locationFromHeaders,
  providerProfile,
  searchProvidersBody,
} from './service';
import { createSnapshotCache } from '../../db/snapshot-cache';

/**
 * Sends a body the service already checked against the response schema and serialised: with a
 * JSON content type and a string, Fastify sends it as it is, without serialising it again.
 */
const sendSerialized = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/** The provider directory, clinics, location and app visibility (issue 3; SPEC §3, §7). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Photos are checked against the host the web app (and its avatar folder) is served from.
  const assetsHost = app.config.PUBLIC_URL;
  const cache = createSnapshotCache<Promise<string>>();

  app.get(
    providerSearchEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'Search the provider directory: filters, sort, cursor pages (public)',
        querystring: providerSearchEndpoint.query,
        response: { 200: providerSearchEndpoint.response, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const context = { now: app.clock.now(), assetsHost, cache };
      const body = await searchProvidersBody(app.db, request.query, context);
      return sendSerialized(reply, body);
    },
  );

  app.get(
    providerProfileEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: "A provider's profile: bio, fees, clinics (public)",
        params: providerProfileEndpoint.params,
        response: { 200: providerProfileEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await providerProfile(app.db, request.params.uuid, assetsHost) }),
  );

  app.get(
    clinicsEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: 'Clinics where providers see people in person (SPEC §3); [] when none',
        response: { 200: clinicsEndpoint.response },
      },
    },
    async () => ({ data: await listClinics(app.db) }),
  );

  app.get(
    locationEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['providers'],
        summary: "The caller's country and city from proxy headers; country IN when unknown",
        response: { 200: locationEndpoint.response },
      },
    },
    async (request) => locationFromHeaders(request.headers),
  );

  app.get(
    appVisibilityEndpoint.path,
    {
      schema: {
        tags: ['providers'],
        summary: 'Which kinds of care the app offers, online and offline (SPEC §3, §7)',
        querystring: appVisibilityEndpoint.query,
        response: {
          200: appVisibilityEndpoint.response,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const city = request.query.city ?? locationFromHeaders(request.headers).city_code;
      const [offered, members] = await Promise.all([
        appVisibility(app.db, city),
        memberVisibility(app.db, request.user),
      ]);
      return { data: { ...offered, ...members } };
    },
  );
};
