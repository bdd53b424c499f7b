import {
  codeSignInStartEndpoint,
  resendSignInCodeEndpoint,
  verifyCodeSignInEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLimits } from '../../account-guard/service';
import { platformRuleOf } from '../platform-rule';
import { answerSignedIn, authErrors, authRoute } from '../route-helpers';
import { resendSignInCode, startCodeSignIn, verifyCodeSignIn } from '../service';

/**
 * Sign-in with a one-time code (issue 15): the email or mobile answers 202 with a verification
 * id whether or not it has an account; the code then answers what password sign-in answers.
 * The answer shape of steps 1 and resend is sign-up's (verification_id, sent_to, resend_after).
 */
export const codeSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const budget = () => accountLimits(app.config).verificationCodes;

  app.post(
    codeSignInStartEndpoint.path,
    {
      ...authRoute(app, 'public'),
      schema: {
        tags,
        summary: 'Sign in with a code, step 1: email or mobile; a 6-digit code is sent (202)',
        description:
          'Answers 202 with a verification id whether or not the email or mobile has an account. ' +
          "An account's confirmed email gets the code by email, its confirmed mobile by text " +
          '(the outbox SMS adapter); any other address gets nothing.',
        body: codeSignInStartEndpoint.body,
        response: { 202: codeSignInStartEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const started = await startCodeSignIn(app.db, request.body.login, budget(), now);
      return reply.code(202).send(started);
    },
  );

  app.post(
    resendSignInCodeEndpoint.path,
    {
      ...authRoute(app, 'secret-link'),
      schema: {
        tags,
        summary: 'Sign in with a code: a new code, 30 s after the last one',
        body: resendSignInCodeEndpoint.body,
        response: { 202: resendSignInCodeEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const started = await resendSignInCode(app.db, request.body.verification_id, budget(), now);
      return reply.code(202).send(started);
    },
  );

  app.post(
    verifyCodeSignInEndpoint.path,
    {
      ...authRoute(app, 'secret-link'),
      schema: {
        tags,
        summary: 'Sign in with a code, step 2: the code signs this device in',
        body: verifyCodeSignInEndpoint.body,
        response: { 200: verifyCodeSignInEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const platform = platformRuleOf(request);
      const signedIn = await verifyCodeSignIn(app.db, request.body, platform, budget(), now);
      return answerSignedIn(app, reply, signedIn);
    },
  );
};
