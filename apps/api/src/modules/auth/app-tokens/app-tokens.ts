import { INVALID_APP_TOKEN_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { unauthorized } from '../../../lib/http-errors';
import { signToken, verifyToken } from '../../../lib/signed-tokens';
import type { AuthenticatedUser } from '../../../plugins/authenticate';
import { credentialIsLive, sessionClaims } from '../device-sessions/device-credentials';
import { claimAppToken, findUserView } from '../queries';
import { startDeviceSession, type SessionHeaders } from '../device-sessions/sessions';
import { inTransaction } from '../transaction';
import { carryProfileSession } from '../../profiles/service';

// SPEC §4 case 5: a native shell asks for an app token and opens the web view with ?app_token=;
// the web exchanges it (POST decode-token) for a device session of its own.

export const APP_TOKEN_TTL_SECONDS = 300;
/** Claim that carries a secondary-profile access token through to the web view, when present. */
const SECONDARY_PROFILE_CLAIM = 'secondary_profile_token';

export async function issueAppToken(
  secret: string,
  user: AuthenticatedUser,
  secondaryProfileToken: string | undefined,
  now: Date,
) {
  const claims = {
    sub: user.uuid,
    ...sessionClaims({ userId: user.id, sessionId: user.deviceSessionId }),
    ...(secondaryProfileToken ? { [SECONDARY_PROFILE_CLAIM]: secondaryProfileToken } : {}),
  };
  const appToken = await signToken(secret, 'app', claims, APP_TOKEN_TTL_SECONDS, now);
  return { app_token: appToken, expires_in: APP_TOKEN_TTL_SECONDS };
}

/** A new device session for a valid app token; each token works once. */
export async function exchangeAppToken(
  db: Database,
  secret: string,
  appToken: string | undefined,
  now: Date,
): Promise<{
  userId: number;
  sessionId: number;
  headers: SessionHeaders;
  secondaryProfileToken?: string;
}> {
  const claims = appToken ? await verifyToken(secret, 'app', appToken, now) : null;
  if (!claims || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
    throw unauthorized(INVALID_APP_TOKEN_MESSAGE, 'invalid_app_token');
  }
  const { jti, exp } = claims;
  const user = await findUserView(db, { uuid: claims.sub });
  if (!user || user.id !== claims.uid)
    throw unauthorized(INVALID_APP_TOKEN_MESSAGE, 'invalid_app_token');
  // Signed out, remove_all, a password change or reset since it was issued: no longer good.
  if (!(await credentialIsLive(db, claims, now)))
    throw unauthorized(INVALID_APP_TOKEN_MESSAGE, 'invalid_app_token');
  const session = await inTransaction(db, async (tx) => {
    if (!(await claimAppToken(tx, jti, new Date(exp * 1000), now))) {
      throw unauthorized(INVALID_APP_TOKEN_MESSAGE, 'invalid_app_token');
    }
    return startDeviceSession(tx, user, now);
  });
  // The member the shell had switched to stays selected: a token of the new session's own (a
  // secondary token is good only on the device session it was made on).
  const secondary = claims[SECONDARY_PROFILE_CLAIM];
  const issuedOn = { ...user, deviceSessionId: Number(claims.sid) };
  const carried =
    typeof secondary === 'string'
      ? await carryProfileSession(db, secondary, issuedOn, session.sessionId, now)
      : undefined;
  return {
    userId: user.id,
    sessionId: session.sessionId,
    headers: session.headers,
    ...(carried ? { secondaryProfileToken: carried } : {}),
  };
}
