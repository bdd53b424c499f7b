import { errorResponseSchema, partnerInvitationAcceptEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRefusals } from '../../../lib/error-responses';
import { authRateLimit } from '../../../plugins/rate-limit';
import { acceptPartnerInvitation } from './partner-invitations';

/** The couple partner accepts the emailed link. */
export const partnerInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    partnerInvitationAcceptEndpoint.path,
    {
      config: { rateLimit: authRateLimit(app.config) },
      schema: {
        tags: ['bookings'],
        summary: 'Accept a couple-session invitation: the signed-in user becomes the partner',
        body: partnerInvitationAcceptEndpoint.body,
        response: {
          200: partnerInvitationAcceptEndpoint.response,
          ...signedInRefusals,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const accepted = await acceptPartnerInvitation(
        app.db,
        request.user.id,
        request.body.invitation,
        app.clock.now(),
      );
      return {
        data: { booking_id: accepted.bookingUuid, starts_at: accepted.startsAt.toISOString() },
      };
    },
  );
};
