import { ACCESS_TOKEN_HEADER } from '@kaizen/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * On an optional-session route: the signed-in person asking, or null for a visitor (or a session
 * that no longer checks out: the route is public, so a stale session reads it as a visitor
 * rather than failing).
 */
export async function signedInViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | null> {
  if (!request.headers[ACCESS_TOKEN_HEADER]) return null;
  try {
    await app.authenticate(request, reply);
    return request.user.id;
  } catch {
    return null;
  }
}
