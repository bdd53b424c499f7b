import { ADMIN_TOKEN_HEADER } from '@kaizen/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isAdminToken } from '../lib/admin-token';

/**
 * Who may call a route, when it is not "a signed-in person" (the default). Each names the one
 * credential the route checks, so a reader (and the route-access test) sees every way in:
 * - public: anyone (sign-up, listings, health, policies...);
 * - optional-session: anyone, read as the signed-in person when a session comes along (slots,
 *   password change with the current password);
 * - admin-token: operators with ADMIN_TOKEN in x-admin-token; without it the route does not
 *   exist (404), checked by the adminToken hook below as the request arrives, before its body
 *   is read or validated (a malformed body without the token is 404 too, not 422);
 * - fb-token: the realtime tree's Firebase-style token (realtime/access.ts);
 * - webhook-signature: the payment gateway's signed events (commerce/checkout.ts);
 * - secret-link: a secret the caller was handed and the handler checks: a signed, expiring
 *   download or join token, an emailed confirmation code, an app token (jwt-token), a partner
 *   token signed by an organisation's key, a Google ID token, a checkout page's unguessable
 *   payment id.
 */
export type RouteAccess =
  'public' | 'optional-session' | 'admin-token' | 'fb-token' | 'webhook-signature' | 'secret-link';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Leave out for a signed-in route (the default); otherwise the credential it checks. */
    access?: RouteAccess | 'signed-in';
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function withFirstPreHandler(route: RouteOptions, hook: Hook): void {
  const existing = route.preHandler;
  const all = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  // A route that still names the hook itself must not run it twice (a session rotates once).
  route.preHandler = [hook, ...all.filter((other) => other !== hook)];
}

function withFirstOnRequest(route: RouteOptions, hook: Hook): void {
  const existing = route.onRequest;
  const all = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  route.onRequest = [hook, ...all];
}

/**
 * Default deny for every route registered in `scope` (and its children): a route that declares
 * no other access is signed-in, its session checked before the handler without a per-route
 * line; an admin-token route gets the admin token check. Register before the routes.
 */
export function denyByDefault(scope: FastifyInstance): void {
  const adminToken: Hook = async (request, reply) => {
    const token = request.headers[ADMIN_TOKEN_HEADER];
    if (!isAdminToken(scope.config.ADMIN_TOKEN, typeof token === 'string' ? token : undefined)) {
      // Without the token the route does not exist, as far as the caller can tell.
      return reply.callNotFound();
    }
  };
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'signed-in' };
    if (route.config.access === 'signed-in') withFirstPreHandler(route, scope.authenticate);
    if (route.config.access === 'admin-token') withFirstOnRequest(route, adminToken);
  });
}
