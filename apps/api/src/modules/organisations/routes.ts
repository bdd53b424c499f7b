import {
  errorResponseSchema,
  ownOrganisationEndpoint,
  partnerMetaInfoEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingRoutes } from './branding/routes';
import { cfBookingConsoleRoutes } from './console/cf-booking-routes';
import { consoleRoutes } from './console/routes';
import { membershipRoutes } from './membership/routes';
import { ownOrganisation, partnerMetaInfo } from './service';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    partnerMetaInfoEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['organisations'],
        summary: 'Partner meta info: company profile and feature flags (SPEC §3, §7)',
        params: partnerMetaInfoEndpoint.params,
        response: { 200: partnerMetaInfoEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await partnerMetaInfo(app.db, request.params.company) }),
  );

  app.get(
    ownOrganisationEndpoint.path,
    {
      schema: {
        tags: ['organisations'],
        summary: "The signed-in user's own organisation and what it sponsors (/org/dashboard)",
        response: {
          200: ownOrganisationEndpoint.response,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await ownOrganisation(app.db, request.user.organisationId) }),
  );

  await app.register(membershipRoutes);
  await app.register(consoleRoutes);
  await app.register(cfBookingConsoleRoutes);
  await app.register(brandingRoutes);
};
