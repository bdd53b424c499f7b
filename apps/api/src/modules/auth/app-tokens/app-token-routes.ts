import {
  APP_TOKEN_HEADER,
  SECONDARY_PROFILE_TOKEN_HEADER,
  appTokenEndpoint,
  decodeTokenEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSecret } from '../auth-secret';
import { answerSignedIn, authErrors, authRoute } from '../route-helpers';
import { exchangeAppToken, issueAppToken } from '../service';

const singleHeader = (value: string | string[] | undefined): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 2000 ? first : undefined;
};

/** App tokens for native web views (SPEC §4 case 5, §7 decode-token). */
export const appTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    appTokenEndpoint.path,
    {
      ...authRoute(app, 'signed-in'),
      schema: {
        tags,
        summary: 'A five-minute, single-use token that signs a web view in as this user',
        response: { 200: appTokenEndpoint.response, ...authErrors },
      },
    },
    async (request) => {
      const secondary = singleHeader(request.headers[SECONDARY_PROFILE_TOKEN_HEADER]);
      return issueAppToken(authSecret(app.config), request.user, secondary, app.clock.now());
    },
  );

  app.post(
    decodeTokenEndpoint.path,
    {
      ...authRoute(app, 'secret-link'),
      schema: {
        tags,
        summary: 'Exchange an app token (header jwt-token) for a new device session',
        response: { 200: decodeTokenEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const appToken = singleHeader(request.headers[APP_TOKEN_HEADER]);
      const exchanged = await exchangeAppToken(
        app.db,
        authSecret(app.config),
        appToken,
        app.clock.now(),
      );
      if (exchanged.secondaryProfileToken) {
        reply.header(SECONDARY_PROFILE_TOKEN_HEADER, exchanged.secondaryProfileToken);
      }
      return answerSignedIn(app, reply, exchanged);
    },
  );
};
