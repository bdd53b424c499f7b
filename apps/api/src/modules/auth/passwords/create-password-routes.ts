import { createPasswordEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../plugins/rate-limit';
import { createPassword } from './create-password';
import { answerSignedIn, authErrors } from '../route-helpers';

/** /auth/create-password's call: the first password of an account made without one. */
export const createPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    createPasswordEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit: authRateLimit(app.config), rotateToken: true },
      schema: {
        tags: ['auth'],
        summary: 'Choose the first password with the emailed link, and sign in',
        body: createPasswordEndpoint.body,
        response: { 200: createPasswordEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const { reset_password_token: token, password } = request.body;
      const signedIn = await createPassword(app.db, token, password, app.clock.now());
      return answerSignedIn(app, reply, signedIn);
    },
  );
};
