import {
  errorResponseSchema,
  partnerKeyEndpoint,
  rotatePartnerSecretEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministered } from '../organisations/service';
import { partnerKeyOf, rotatePartnerSecret } from './keys';
import { signedInRefusals } from '../../lib/error-responses';

/** The console's refusals: those of any signed-in route, and 404 for what is not theirs. */
const errors = { ...signedInRefusals, 404: errorResponseSchema };

/** The organisation console's partner sign-in settings (/org-admin): administrators only. */
export const partnerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisation console'];

  app.get(
    partnerKeyEndpoint.path,
    {
      schema: {
        tags,
        summary: "How the organisation's partner tokens are checked (never the secret)",
        response: { 200: partnerKeyEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      return { data: await partnerKeyOf(app.db, organisation.id) };
    },
  );

  app.post(
    rotatePartnerSecretEndpoint.path,
    {
      schema: {
        tags,
        summary: 'A new HS256 secret, shown once; tokens signed with the old one stop working',
        body: rotatePartnerSecretEndpoint.body,
        response: { 201: rotatePartnerSecretEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const organisation = await requireAdministered(app.db, request.user.id);
      const rotated = await rotatePartnerSecret(
        app.db,
        organisation.id,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ data: rotated });
    },
  );
};
