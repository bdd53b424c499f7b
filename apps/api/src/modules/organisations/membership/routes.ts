import {
  confirmMembershipEmailEndpoint,
  createOrganisationInvitationEndpoint,
  errorResponseSchema,
  joinOrganisationEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../plugins/rate-limit';
import { acceptInvitation, confirmEmailDomainProof, createInvitation } from './membership';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Joining an organisation with proof (issue 8 case 5), and the operator's invitations. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisations'];
  const limited = { config: { rateLimit: authRateLimit(app.config) } };

  app.post(
    joinOrganisationEndpoint.path,
    {
      ...limited,
      schema: {
        tags,
        summary: "Accept an organisation's invitation link: the signed-in user becomes a member",
        body: joinOrganisationEndpoint.body,
        response: { 200: joinOrganisationEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const joined = await acceptInvitation(
        app.db,
        request.user.id,
        request.body.invitation,
        app.clock.now(),
      );
      return { data: { organisation_name: joined.organisationName } };
    },
  );

  app.post(
    confirmMembershipEmailEndpoint.path,
    {
      config: { ...limited.config, access: 'secret-link' },
      schema: {
        tags,
        summary: "Confirm a work address on the organisation's email domain (link, no session)",
        body: confirmMembershipEmailEndpoint.body,
        response: { 200: confirmMembershipEmailEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const joined = await confirmEmailDomainProof(
        app.db,
        request.body.confirmation,
        app.clock.now(),
      );
      return { data: { organisation_name: joined.organisationName } };
    },
  );

  app.post(
    createOrganisationInvitationEndpoint.path,
    {
      config: { ...limited.config, access: 'admin-token' },
      schema: {
        hide: true,
        params: createOrganisationInvitationEndpoint.params,
        body: createOrganisationInvitationEndpoint.body,
        response: { 201: createOrganisationInvitationEndpoint.response, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const invitation = await createInvitation(
        app.db,
        {
          shortCode: request.params.short_code,
          email: request.body.email,
          expiresInDays: request.body.expires_in_days,
        },
        app.config.PUBLIC_URL,
        app.clock.now(),
      );
      return reply.code(201).send({
        invitation_url: invitation.url,
        expires_at: invitation.expiresAt.toISOString(),
      });
    },
  );
};
