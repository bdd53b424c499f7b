import {
  cfConfigsResponseSchema,
  errorResponseSchema,
  myProvidersQuerySchema,
  myProvidersResponseSchema,
  providerSwitchBodySchema,
  providerSwitchResponseSchema,
  providerTaggingResponseSchema,
  providersSummaryResponseSchema,
  updateTempFlagBodySchema,
  updateTempFlagResponseSchema,
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
    '/customers/customers/my_providers_dropdown_v2',
    {
      schema: {
        tags: ['care-team'],
        summary: "The caller's providers, with their roles (SPEC §3); [] for a new user",
        querystring: myProvidersQuerySchema,
        response: { 200: myProvidersResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: await listMyProviders(app.db, request.user.id, request.query, assetsHost),
    }),
  );

  app.get(
    '/customers/customers/providers_summary',
    {
      schema: {
        tags: ['care-team'],
        summary: "The caller's care team at a glance: counts per type, CF user, new providers",
        response: { 200: providersSummaryResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({ data: await summariseMyProviders(app.db, request.user.id) }),
  );

  app.get(
    '/customers/customers/cf_configs',
    {
      schema: {
        tags: ['care-team'],
        summary:
          'SPEC §3 cf configs: what the caller may book as a care-first user; {} when they are not one',
        response: { 200: cfConfigsResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: { cf_booking_configs: (await cfBookingConfigOf(app.db, request.user.id)) ?? {} },
    }),
  );

  app.patch(
    '/customer_provider_mappings/update_temp_flag',
    {
      schema: {
        tags: ['care-team'],
        summary: 'Mark one of the caller’s providers as seen (clears its temp flag)',
        body: updateTempFlagBodySchema,
        response: {
          200: updateTempFlagResponseSchema,
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
    '/customers/customers/provider_tagging',
    {
      schema: {
        tags: ['care-team'],
        summary:
          'SPEC §3 provider tagging: current and previous providers per type, and which the caller may switch',
        response: { 200: providerTaggingResponseSchema, ...signedInRefusals },
      },
    },
    async (request) => ({
      data: { tagging: await providerTagging(app.db, request.user.id, assetsHost) },
    }),
  );

  app.post(
    '/customers/customers/provider_switches',
    {
      schema: {
        tags: ['care-team'],
        summary: 'Change a therapist or psychiatrist (SPEC §3 provider switch); one open per type',
        body: providerSwitchBodySchema,
        response: {
          201: providerSwitchResponseSchema,
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
