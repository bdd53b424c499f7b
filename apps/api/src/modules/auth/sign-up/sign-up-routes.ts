import { resendSignUpCodeEndpoint, signUpEndpoint, verifySignUpEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLimits } from '../../account-guard/service';
import { pendSignUpMobile } from '../../customers/service';
import { offerEmailDomainProof } from '../../organisations/service';
import { answerSignedIn, authErrors, authRoute } from '../route-helpers';
import { resendSignUpCode, startSignUp, verifySignUp } from '../service';

/**
 * Code-first sign-up (SPEC §7 customers/authenticate, issue 8 case 4): the details answer 202
 * with a verification id, the same whether or not they belong to an account; the emailed code
 * then answers what sign-up always answered (the user and the session headers).
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const budget = () => accountLimits(app.config).verificationCodes;

  app.post(
    signUpEndpoint.path,
    {
      ...authRoute(app, 'public'),
      schema: {
        tags,
        summary: 'Sign up, step 1: the details; a 6-digit code is emailed (202 either way)',
        description:
          'Answers 202 with a verification id whether or not the email or mobile has an account. ' +
          'A free email gets a code; a taken one gets a notice instead. POST ' +
          'customers/authenticate/verify with the code creates the account; the mobile then waits ' +
          'for its SMS code (customers/profile/confirm_mobile), as a profile change does.',
        body: signUpEndpoint.body,
        response: { 202: signUpEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const started = await startSignUp(app.db, request.body, budget(), app.clock.now());
      return reply.code(202).send(started);
    },
  );

  app.post(
    resendSignUpCodeEndpoint.path,
    {
      ...authRoute(app, 'secret-link'),
      schema: {
        tags,
        summary: 'Sign up: a new code, 30 s after the last one',
        body: resendSignUpCodeEndpoint.body,
        response: { 202: resendSignUpCodeEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const started = await resendSignUpCode(app.db, request.body.verification_id, budget(), now);
      return reply.code(202).send(started);
    },
  );

  app.post(
    verifySignUpEndpoint.path,
    {
      ...authRoute(app, 'secret-link'),
      schema: {
        tags,
        summary:
          'Sign up, step 2: the emailed code creates the account (mobile pending) and signs in',
        body: verifySignUpEndpoint.body,
        response: { 200: verifySignUpEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const signedIn = await verifySignUp(app.db, request.body, budget(), now, pendSignUpMobile);
      // On an organisation's address, a work email on its domains gets a confirmation link.
      if (request.tenant) {
        const user = { id: signedIn.userId, ...signedIn };
        await offerEmailDomainProof(app.db, user, request.tenant.id, app.config.PUBLIC_URL, now);
      }
      return answerSignedIn(app, reply, signedIn);
    },
  );
};
