import {
  codeSignInEndpoint,
  errorResponseSchema,
  partnerSignInCodeEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../plugins/rate-limit';
import { authSecret, loadUser } from '../../auth/service';
import { partnerSignInCode, signInWithCode } from './service';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/** SPEC §4 case 2 code login, and the partner's way to get a code for its member. */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const rateLimit = authRateLimit(app.config);

  app.post(
    codeSignInEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit, rotateToken: true },
      schema: {
        tags,
        summary: 'Sign in with a one-time code from a link (?code=)',
        body: codeSignInEndpoint.body,
        response: { 200: codeSignInEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithCode(app.db, request.body.code, app.clock.now());
      reply.headers(signedIn.headers);
      return { data: await loadUser(app.db, authSecret(app.config), signedIn, app.clock.now()) };
    },
  );

  app.post(
    partnerSignInCodeEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit },
      schema: {
        tags,
        summary: "A one-time sign-in link for a partner's linked member (server to server)",
        body: partnerSignInCodeEndpoint.body,
        response: { 201: partnerSignInCodeEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await partnerSignInCode(
        app.db,
        app.config.PUBLIC_URL,
        { jwt: request.body.jwt_token, organisationUuid: request.body.company_profile_uuid },
        app.clock.now(),
      );
      return reply.code(201).send({
        data: { code: issued.code, url: issued.url, expires_at: issued.expiresAt.toISOString() },
      });
    },
  );
};
