import { signInEndpoint, signOutEndpoint, validateTokenEndpoint } from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLimits } from '../account-guard/service';
import { appTokenRoutes } from './app-tokens/app-token-routes';
import { createPasswordRoutes } from './passwords/create-password-routes';
import { authSecret } from './auth-secret';
import { codeSignInRoutes } from './code-sign-in/code-sign-in-routes';
import { platformRuleOf } from './platform-rule';
import { passwordRoutes } from './passwords/password-routes';
import { answerSignedIn, authErrors, authRoute, sessionCheckRoute } from './route-helpers';
import { createFbTokenCache } from './device-sessions/fb-token-cache';
import { userAnswer } from './serialize-user';
import { recordDeviceInfo, signIn, signOut } from './service';
import { signUpRoutes } from './sign-up/sign-up-routes';

/** Sign-in, sign-out and validate_token (sign-up: sign-up-routes.ts): the wire protocol of SPEC §4 and §7. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const fbTokens = createFbTokenCache();

  app.post(
    signInEndpoint.path,
    {
      ...authRoute(app, 'public'),
      schema: {
        tags,
        summary: 'Sign in with email or mobile and password',
        body: signInEndpoint.body,
        response: { 200: signInEndpoint.response, ...authErrors },
      },
    },
    async (request, reply) => {
      const throttle = accountLimits(app.config).signIn;
      const options = { ...platformRuleOf(request), throttle };
      const signedIn = await signIn(app.db, request.body, options, app.clock.now());
      return answerSignedIn(app, reply, signedIn);
    },
  );

  app.delete(
    signOutEndpoint.path,
    {
      // A token handed out now would outlive the sign-out in the client's storage.
      ...authRoute(app, 'signed-in', false),
      schema: {
        tags,
        summary: 'Sign out this device, or every device with remove_all=true',
        querystring: signOutEndpoint.query,
        response: { 200: signOutEndpoint.response, ...authErrors },
      },
    },
    async (request) => {
      await signOut(app.db, request.user, request.query.remove_all, app.clock.now());
      return { success: true as const };
    },
  );

  app.get(
    validateTokenEndpoint.path,
    {
      ...sessionCheckRoute(app),
      schema: {
        tags,
        summary: 'Check the session and get the user; stores the device_info query',
        querystring: validateTokenEndpoint.query,
        response: { 200: validateTokenEndpoint.response, ...authErrors },
      },
    },
    async (request) => {
      await recordDeviceInfo(app.db, request.user.deviceSessionId, request.query.device_info);
      const { user } = request;
      const now = app.clock.now();
      const fbToken = await fbTokens.tokenFor(
        user,
        authSecret(app.config),
        user.deviceSessionId,
        now,
      );
      return { success: true, data: userAnswer(user, fbToken) };
    },
  );

  await app.register(signUpRoutes);
  await app.register(codeSignInRoutes);
  await app.register(passwordRoutes);
  await app.register(appTokenRoutes);
  await app.register(createPasswordRoutes);
};
