import {
  cfConfigsEndpoint,
  errorResponseSchema,
  myProvidersEndpoint,
  providerSwitchEndpoint,
  providerTaggingEndpoint,
  providersSummaryEndpoint,
  updateTempFlagEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../lib/error-responses';
import {
  cfBookingConfigOf,
  clearTempFlag,
  listMyProviders,
  providerTagging,
  summariseMyProviders,
  switchProvider,
} from './service';

/** The caller's own providers (SPEC §3 My-providers entries, §7). */
export const careTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const assetsHost = app.config.PUBLIC_URL;

  app.get(
    myProvidersEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary: "The caller's providers, with their roles (SPEC §3); [] for a new user",
        querystring: myProvidersEndpoint.query,
        response: { 200: myProvidersEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await listMyProviders(app.db, request.user.id, request.query, assetsHost),
    }),
  );

  app.get(
    providersSummaryEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary: "The caller's care team at a glance: counts per type, CF user, new providers",
        response: { 200: providersSummaryEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await summariseMyProviders(app.db, request.user.id) }),
  );

  app.get(
    cfConfigsEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary:
          'SPEC §3 cf configs: what the caller may book as a care-first user; {} when they are not one',
        response: { 200: cfConfigsEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: { cf_booking_configs: (await cfBookingConfigOf(app.db, request.user.id)) ?? {} },
    }),
  );

  app.patch(
    updateTempFlagEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary: 'Mark one of the caller’s providers as seen (clears its temp flag)',
        body: updateTempFlagEndpoint.body,
        response: {
          200: updateTempFlagEndpoint.response,
          404: errorResponseSchema,
          ...signedInRefusals,
        },
      },
    },
    async (request) => ({
      data: await clearTempFlag(
        app.db,
        request.user.id,
        { providerUuid: request.body.provider_id, providerType: request.body.provider_type },
        { now: app.clock.now(), assetsHost },
      ),
    }),
  );

  app.get(
    providerTaggingEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary:
          'SPEC §3 provider tagging: current and previous providers per type, and which the caller may switch',
        response: { 200: providerTaggingEndpoint.response, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: { tagging: await providerTagging(app.db, request.user.id, assetsHost) },
    }),
  );

  app.post(
    providerSwitchEndpoint.path,
    {
      schema: {
        tags: ['care-team'],
        summary: 'Change a therapist or psychiatrist (SPEC §3 provider switch); one open per type',
        body: providerSwitchEndpoint.body,
        response: {
          201: providerSwitchEndpoint.response,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...signedInRefusals,
        },
      },
    },
    async (request, reply) => {
      const created = await switchProvider(app.db, request.user.id, request.body, app.clock.now());
      return reply.code(201).send({ data: created });
    },
  );
};
