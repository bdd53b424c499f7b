import {
  confirmEmailChangeEndpoint,
  confirmMobileChangeEndpoint,
  EMAIL_CONFIRMED_MESSAGE,
  errorResponseSchema,
  MOBILE_CONFIRMED_MESSAGE,
  pendingChangesEndpoint,
  updateProfileEndpoint,
} from '@kaizen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../plugins/rate-limit';
import { accountLimits } from '../account-guard/service';
import { authSecret } from '../auth/service';
import { confirmEmailChange, confirmMobileChange, pendingChanges, updateProfile } from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  const limited = { config: { rateLimit: authRateLimit(app.config) } };

  app.put(
    updateProfileEndpoint.path,
    {
      schema: {
        tags,
        summary: 'Update names; a new email or mobile needs the password and waits for proof',
        body: updateProfileEndpoint.body,
        response: { 200: updateProfileEndpoint.response, ...errors },
      },
    },
    async (request) => {
      const context = {
        secret: authSecret(app.config),
        publicUrl: app.config.PUBLIC_URL,
        budget: accountLimits(app.config).profileChanges,
      };
      const session = { userId: request.user.id, sessionId: request.user.deviceSessionId };
      const updated = await updateProfile(app.db, context, session, request.body, app.clock.now());
      return { data: updated.user, pending_changes: updated.pending };
    },
  );

  app.get(
    pendingChangesEndpoint.path,
    {
      schema: {
        tags,
        summary: 'The new email or mobile waiting for confirmation, if any',
        response: { 200: pendingChangesEndpoint.response, ...errors },
      },
    },
    async (request) => ({
      data: await pendingChanges(app.db, request.user.id, app.clock.now()),
    }),
  );

  app.post(
    confirmEmailChangeEndpoint.path,
    {
      config: { ...limited.config, access: 'secret-link' },
      schema: {
        tags,
        summary: 'Confirm a new email with the emailed link token (no session needed)',
        body: confirmEmailChangeEndpoint.body,
        response: { 200: confirmEmailChangeEndpoint.response, ...errors },
      },
    },
    async (request) => {
      await confirmEmailChange(app.db, request.body.token, app.clock.now());
      return { success: true as const, message: EMAIL_CONFIRMED_MESSAGE };
    },
  );

  app.post(
    confirmMobileChangeEndpoint.path,
    {
      ...limited,
      schema: {
        tags,
        summary: 'Confirm a new mobile with the code sent to it by SMS',
        body: confirmMobileChangeEndpoint.body,
        response: { 200: confirmMobileChangeEndpoint.response, ...errors },
      },
    },
    async (request) => {
      await confirmMobileChange(app.db, request.user.id, request.body.code, app.clock.now());
      return { success: true as const, message: MOBILE_CONFIRMED_MESSAGE };
    },
  );
};
