import {
  errorResponseSchema,
  partnerLinkEndpoint,
  partnerSessionEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../plugins/rate-limit';
import { authSecret, loadUser } from '../auth/service';
import { partnerConsoleRoutes } from './console-routes';
import { codeRoutes } from './code/routes';
import { crnRegisterRoutes } from './crn/register-routes';
import { crnRoutes } from './crn/routes';
import { linkPartnerAccount, startPartnerSession } from './service';
import { totpRoutes } from './totp/routes';

const errors = {
  401: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Partner entries of SPEC §7: partner_sessions (signs in) and b2b_link (links a signed-in user). */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const rateLimit = authRateLimit(app.config);

  app.post(
    partnerSessionEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit, rotateToken: true },
      schema: {
        tags,
        summary: "Sign in with an organisation's partner token (created on first use)",
        body: partnerSessionEndpoint.body,
        response: { 200: partnerSessionEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await startPartnerSession(
        app.db,
        { jwt: request.body.jwt_token, organisationUuid: request.body.company_profile_uuid },
        app.config.PUBLIC_URL,
        app.clock.now(),
      );
      // As sign-in answers: the user, with the new device session in the headers.
      reply.headers(signedIn.headers);
      return { data: await loadUser(app.db, authSecret(app.config), signedIn, app.clock.now()) };
    },
  );

  app.post(
    partnerLinkEndpoint.path,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Link the signed-in account to an organisation with its partner token',
        body: partnerLinkEndpoint.body,
        response: { 200: partnerLinkEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const joined = await linkPartnerAccount(
        app.db,
        request.user.id,
        { jwt: request.body.jwt_token, organisationUuid: request.body.company_profile_uuid },
        app.clock.now(),
      );
      return { data: { organisation_name: joined.organisationName } };
    },
  );

  await app.register(partnerConsoleRoutes);
  await app.register(totpRoutes);
  await app.register(crnRoutes);
  await app.register(crnRegisterRoutes);
  await app.register(codeRoutes);
};
