import {
  errorResponseSchema,
  googleSignInEndpoint,
  signInOptionsEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from '../../lib/form-bodies';
import { notFound } from '../../lib/http-errors';
import { authRateLimit } from '../../plugins/rate-limit';
import { answerSignedIn, platformRuleOf } from '../auth/service';
import {
  createGoogleVerifier,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  googleSettings,
  signInWithGoogle,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * GET sign_in_options (what the web may offer besides password and code) and the SPEC §7 Google
 * sign-in call, which takes Google's credential response form-urlencoded.
 */
export const googleIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const settings = googleSettings(app.config);
  // One key cache per app: the verifier fetches Google's keys on first use.
  const verify = settings && createGoogleVerifier(settings);
  acceptFormBodies(app);

  app.get(
    signInOptionsEndpoint.path,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Sign-in options: Google's client id and script, or null when Google is off",
        response: { 200: signInOptionsEndpoint.response },
      },
    },
    async () => ({
      google: settings && { client_id: settings.clientId, script_url: settings.scriptUrl },
    }),
  );

  app.post(
    googleSignInEndpoint.path,
    {
      config: { access: 'secret-link', rateLimit: authRateLimit(app.config), rotateToken: true },
      schema: {
        tags,
        summary: 'Sign in with a Google ID token (button or one-tap); created on first use',
        description:
          'Form-urlencoded: credential (the ID token), select_by, client_id, provider, source. ' +
          'The token must be signed by Google (RS256), issued by Google, for this client id and ' +
          'not expired; the account is the one with its verified email, created if none.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: googleSignInEndpoint.body,
        response: { 200: googleSignInEndpoint.response, ...errors },
      },
    },
    async (request, reply) => {
      if (!verify) throw notFound(GOOGLE_NOT_CONFIGURED_MESSAGE);
      const signedIn = await signInWithGoogle(
        app.db,
        verify,
        request.body.credential,
        platformRuleOf(request),
        app.clock.now(),
      );
      return answerSignedIn(app, reply, signedIn);
    },
  );
};
