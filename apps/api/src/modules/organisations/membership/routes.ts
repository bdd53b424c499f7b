import {
  confirmMembershipEmailRequestSchema,
  createInvitationRequestSchema,
  createInvitationResponseSchema,
  errorResponseSchema,
  joinOrganisationRequestSchema,
  membershipResponseSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    '/customers/organisation/join',
    {
      ...limited,
      schema: {
        tags,
        summary: "Accept an organisation's invitation link: the signed-in user becomes a member",
        body: joinOrganisationRequestSchema,
        response: { 200: membershipResponseSchema, ...errors },
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
    '/customers/organisation/confirm_email',
    {
      config: { ...limited.config, access: 'secret-link' },
      schema: {
        tags,
        summary: "Confirm a work address on the organisation's email domain (link, no session)",
        body: confirmMembershipEmailRequestSchema,
        response: { 200: membershipResponseSchema, ...errors },
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
    '/admin/organisations/:short_code/invitations',
    {
      config: { ...limited.config, access: 'admin-token' },
      schema: {
        hide: true,
        params: z.object({ short_code: z.string().trim().min(1).max(63) }),
        body: createInvitationRequestSchema,
        response: { 201: createInvitationResponseSchema, 404: errorResponseSchema },
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
