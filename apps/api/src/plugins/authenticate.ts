import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The signed-in user of a request that passed `app.authenticate`, as SPEC §3 shows it, read with
 * the session in one query (validate_token answers from it without another).
 */
export interface AuthenticatedUser {
  id: number;
  uuid: string;
  firebaseid: string;
  usertype: string;
  organisationId: number | null;
  organisationName: string | null;
  email: string;
  mobile: string | null;
  firstname: string;
  lastname: string;
  isVerified: boolean;
  firstTimeToAmahaUser: boolean;
  /** The device session the request came from (sign-out and password change end others). */
  deviceSessionId: number;
}

/** What a request presents: the devise_token_auth headers of SPEC §7. */
export interface SessionCredentials {
  client: string | undefined;
  accessToken: string | undefined;
}

export interface VerifiedSession {
  user: AuthenticatedUser;
  /** Set when the token rotated: the new session headers for the response. */
  rotatedHeaders: Record<string, string> | null;
}

/**
 * Checks a request's session and rotates its token. The auth module implements it; this plugin
 * imports no module (app.ts wires them). Refusals are thrown as HttpError (401, or 403 for a
 * device logged out elsewhere).
 */
export interface SessionVerifier {
  verify(credentials: SessionCredentials, options: { rotate: boolean }): Promise<VerifiedSession>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every authenticated route: `{ preHandler: app.authenticate }`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; only read it on routes that use that preHandler. */
    user: AuthenticatedUser;
  }
  interface FastifyContextConfig {
    /** false on routes that must not hand out a new token (sign-out). Default true. */
    rotateToken?: boolean;
  }
}

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function registerAuthentication(app: FastifyInstance, verifier: SessionVerifier): void {
  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await verifier.verify(
      {
        client: headerValue(request, 'client'),
        accessToken: headerValue(request, 'access-token'),
      },
      { rotate: request.routeOptions.config.rotateToken !== false },
    );
    request.user = session.user;
    if (session.rotatedHeaders) reply.headers(session.rotatedHeaders);
  });
}
