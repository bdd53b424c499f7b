import type { Database } from '../../../db/client';
import { isSessionLive } from './session-queries';

// One revocation rule for every credential a device holds besides its access token: the fb_token
// (realtime), app tokens (decode-token) and video join tokens carry the id of the device session
// they were issued to (claim `sid`) and its user (`uid`), and are honoured only while that session
// stands. Sign-out ends the session; remove_all, a password change and a password reset end every
// session of the user (a password change then signs the changing device in again with a new
// session), so each of those revokes the matching credentials at once.

const SESSION_CLAIM = 'sid';

/** The claims that bind a signed token to a device session. */
export const sessionClaims = (session: { userId: number; sessionId: number }) => ({
  uid: session.userId,
  [SESSION_CLAIM]: session.sessionId,
});

const positiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** True when the token's claims name a session of their user that is still live. */
export async function credentialIsLive(
  db: Database,
  claims: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const userId = claims.uid;
  const sessionId = claims[SESSION_CLAIM];
  if (!positiveInteger(userId) || !positiveInteger(sessionId)) return false;
  return isSessionLive(db, { id: sessionId, userId }, now);
}
