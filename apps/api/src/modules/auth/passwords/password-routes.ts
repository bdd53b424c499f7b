import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordEndpoint,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  updatePasswordEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLimits } from '../../account-guard/service';
import { authErrors, authRoute } from '../route-helpers';
import { changePassword, requestPasswordReset, resetPassword } from '../service';

/** Forgot, reset and change password (SPEC §7 customers/authenticate/password). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    forgotPasswordEndpoint.path,
    {
      ...authRoute(app, 'public'),
      schema: {
        tags,
        summary: 'Forgot password: email a reset link (same answer for unknown emails)',
        body: forgotPasswordEndpoint.body,
        response: { 200: forgotPasswordEndpoint.response, ...authErrors },
      },
    },
    async (request) => {
      const reset = {
        email: request.body.email,
        publicUrl: app.config.PUBLIC_URL,
        emailsPerAccount: accountLimits(app.config).resetEmails,
      };
      await requestPasswordReset(app.db, reset, app.clock.now());
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.put(
    updatePasswordEndpoint.path,
    {
      ...authRoute(app, 'optional-session'),
      // A change (current_password) needs the session; a reset (emailed token) cannot have one.
      preHandler: async (request, reply) => {
        if ('current_password' in request.body) await app.authenticate(request, reply);
      },
      schema: {
        tags,
        summary: 'Reset with the emailed token, or change with the current password',
        body: updatePasswordEndpoint.body,
        response: { 200: updatePasswordEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const now = app.clock.now();
      if ('reset_password_token' in body) {
        await resetPassword(app.db, body.reset_password_token, body.password, now);
        return { success: true as const, message: PASSWORD_RESET_MESSAGE };
      }
      const passwords = { current: body.current_password, next: body.password };
      const renewed = await changePassword(app.db, request.user, passwords, now);
      reply.headers(renewed.headers);
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
