import {
  errorResponseSchema,
  metaInfoParamsSchema,
  ownOrganisationResponseSchema,
  partnerMetaInfoResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingRoutes } from './branding/routes';
import { cfBookingConsoleRoutes } from './console/cf-booking-routes';
import { consoleRoutes } from './console/routes';
import { membershipRoutes } from './membership/routes';
import { ownOrganisation, partnerMetaInfo } from './service';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/organisations_integration/:company/meta_info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organisations'],
        summary: 'Partner meta info: company profile and feature flags (SPEC §3, §7)',
        params: metaInfoParamsSchema,
        response: { 200: partnerMetaInfoResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await partnerMetaInfo(app.db, request.params.company) }),
  );

  app.get(
    '/customers/organisation',
    {
      schema: {
        tags: ['organisations'],
        summary: "The signed-in user's own organisation and what it sponsors (/org/dashboard)",
        response: {
          200: ownOrganisationResponseSchema,
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
