import { crnLinkEndpoint, crnSignInEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../../lib/error-responses';
import { authRateLimit } from '../../../plugins/rate-limit';
import { authSecret, loadUser } from '../../auth/service';
import { crnAutoLogin, linkCrnToAccount } from './service';

const errors = refusals(401, 404, 409, 422, 429);

/**
 * SPEC §7 kli_auto_login (crn), and kli_crn_link: the link a signed-in customer makes after the
 * log-in fallback (SPEC §8 "auto login 422: fallback callback runs").
 */
export const crnRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['partners'];
  const rateLimit = authRateLimit(app.config);

  app.post(
    crnSignInEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit, rotateToken: true },
      schema: {
        tags,
        summary: "Sign in the insurer's member whose CRN this is (422: not linked, log in)",
        body: crnSignInEndpoint.body,
        response: { 200: crnSignInEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await crnAutoLogin(
        app.db,
        request.tenant,
        request.body.crn,
        app.clock.now(),
      );
      reply.headers(signedIn.headers);
      return { data: await loadUser(app.db, authSecret(app.config), signedIn, app.clock.now()) };
    },
  );

  app.post(
    crnLinkEndpoint.path,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Link the CRN the signed-in person arrived with (the insurer lists their email)',
        body: crnLinkEndpoint.body,
        response: { 200: crnLinkEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const linked = await linkCrnToAccount(
        app.db,
        request.user,
        request.tenant,
        request.body.crn,
        app.clock.now(),
      );
      return { data: { organisation_name: linked.organisationName } };
    },
  );
};
