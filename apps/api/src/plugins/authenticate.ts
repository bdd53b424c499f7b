import {
  ACCESS_TOKEN_HEADER,
  CLIENT_HEADER,
  PROFILE_NOT_AVAILABLE_MESSAGE,
  SECONDARY_PROFILE_TOKEN_HEADER,
  UNAUTHENTICATED_MESSAGE,
} from '@kaizen/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors';

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
  /**
   * Set when the request acts for a member of the account (SPEC §7 secondary profile token): the
   * id of the account holder who signed in. The rest of the record is the member's.
   */
  accountHolderId?: number;
}

/**
 * Finds the member a secondary profile token acts for, for the signed-in account on this device
 * session; null when the token is not good here. The profiles module implements it.
 */
type SecondaryProfileResolver = (
  token: string,
  account: AuthenticatedUser,
) => Promise<AuthenticatedUser | null>;

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
    /**
     * Checks the request's session. Every signed-in route runs it first (plugins/access.ts:
     * default deny); an optional-session route may call it itself.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in person, or null: no session was checked (outside the signed-in routes). */
    authenticatedUser: AuthenticatedUser | null;
    /**
     * The signed-in person of a signed-in route. Read where no session was checked it throws
     * 401, so a route that lost its sign-in check answers 401 rather than someone's data.
     */
    readonly user: AuthenticatedUser;
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
  app.decorateRequest('authenticatedUser', null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest): AuthenticatedUser {
      if (!this.authenticatedUser) throw unauthorized(UNAUTHENTICATED_MESSAGE);
      return this.authenticatedUser;
    },
  });
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await verifier.verify(
      {
        client: headerValue(request, CLIENT_HEADER),
        accessToken: headerValue(request, ACCESS_TOKEN_HEADER),
      },
      { rotate: request.routeOptions.config.rotateToken !== false },
    );
    request.authenticatedUser = session.user;
    if (session.rotatedHeaders) reply.headers(session.rotatedHeaders);
  });
}

/**
 * Routes registered in `scope` act for the member the request's secondary profile token names
 * (SPEC §7): care routes (bookings, payments, records...) read `request.user` as that member.
 * Account routes (sign-in, password, consents, the profiles list) stay outside such a scope and
 * always see the account holder. A token that is not good for this account and device session is
 * refused with 403 and a message saying to switch back, never silently ignored (that would book
 * for the wrong person).
 */
export function actForSelectedProfile(
  scope: FastifyInstance,
  resolve: SecondaryProfileResolver,
): void {
  const switchProfile = async (request: FastifyRequest) => {
    const token = headerValue(request, SECONDARY_PROFILE_TOKEN_HEADER);
    const account = request.authenticatedUser;
    if (!token || !account) return;
    const member = await resolve(token, account);
    if (!member) throw forbidden(PROFILE_NOT_AVAILABLE_MESSAGE, 'profile_not_available');
    request.authenticatedUser = member;
  };
  scope.addHook('onRoute', (route: RouteOptions) => {
    const existing = route.preHandler;
    const all = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    // Right after the session check (plugins/access.ts puts it first), before anything else.
    const at = all.indexOf(scope.authenticate);
    if (at < 0) return; // not a signed-in route: no session, so no profile to act for
    route.preHandler = [...all.slice(0, at + 1), switchProfile, ...all.slice(at + 1)];
  });
}
