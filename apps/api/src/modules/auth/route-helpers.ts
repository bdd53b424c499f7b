import { errorResponseSchema } from '@kaizen/contracts';
import type { RouteAccess } from '../../plugins/access';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  authRateLimit,
  sessionCheckAddressLimit,
  sessionCheckRateLimit,
} from '../../plugins/rate-limit';
import { authSecret } from './auth-secret';
import type { SessionHeaders } from './device-sessions/sessions';
import { loadUser } from './service';

/** Error answers every auth route may give, for the OpenAPI document. */
export const authErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Route options shared by every auth route: who may call it and the auth rate limit. */
export const authRoute = (
  app: FastifyInstance,
  access: RouteAccess | 'signed-in',
  rotateToken = true,
) => ({
  config: { access, rateLimit: authRateLimit(app.config), rotateToken },
});

/**
 * validate_token: the auth route called on every start. Limited per device (sessionCheckRateLimit)
 * and, since the caller chooses its client header, per address as well.
 */
export const sessionCheckRoute = (app: FastifyInstance) => ({
  config: { rateLimit: sessionCheckRateLimit(app.config), rotateToken: true },
  onRequest: sessionCheckAddressLimit(app),
});

/** `{ data: user }` with a new device session's headers (sign-up, sign-in, decode-token). */
export async function answerSignedIn(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: { userId: number; sessionId: number; headers: SessionHeaders },
) {
  reply.headers(signedIn.headers);
  const now = app.clock.now();
  return { data: await loadUser(app.db, authSecret(app.config), signedIn, now) };
}
