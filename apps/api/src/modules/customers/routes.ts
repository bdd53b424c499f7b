import {
  authResponseSchema,
  errorResponseSchema,
  updateProfileRequestSchema,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSecret } from '../auth/service';
import { updateProfile } from './service';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/customers/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: "Update the signed-in user's name, email and mobile",
        body: updateProfileRequestSchema,
        response: {
          200: authResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const user = await updateProfile(
        app.db,
        authSecret(app.config),
        { userId: request.user.id, sessionId: request.user.deviceSessionId },
        request.body,
        now,
      );
      // The uid header names the account by email; a client storing a rotated session keeps it right.
      if (reply.hasHeader('access-token')) reply.header('uid', user.email);
      return { data: user };
    },
  );
};
