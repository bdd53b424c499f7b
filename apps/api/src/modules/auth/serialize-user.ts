import type { User } from '@kaizen/contracts';
import { signToken } from '../../lib/signed-tokens';
import { sessionClaims } from './device-sessions/device-credentials';
import type { UserView } from './queries';

/** fb_token lifetime: the realtime module accepts it for an hour, then the client validates again. */
export const FB_TOKEN_TTL_SECONDS = 3600;

/**
 * A short-lived signed token scoped to the user's firebaseid (subject) that the realtime module
 * verifies (audience 'realtime'); it names the device session it was issued to and dies with it
 * (device-credentials.ts).
 */
export function signFbToken(
  user: Pick<UserView, 'id' | 'firebaseid'>,
  secret: string,
  sessionId: number,
  now: Date,
): Promise<string> {
  return signToken(
    secret,
    'realtime',
    { sub: user.firebaseid, ...sessionClaims({ userId: user.id, sessionId }) },
    FB_TOKEN_TTL_SECONDS,
    now,
  );
}

/** The SPEC §3 user of every auth and profile answer, with its fb_token. */
export function userAnswer(user: UserView, fbToken: string): User {
  return {
    id: user.id,
    uuid: user.uuid,
    usertype: user.usertype,
    is_verified: user.isVerified,
    firebaseid: user.firebaseid,
    fb_token: fbToken,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobile: user.mobile,
    organisation_id: user.organisationId,
    organisation_name: user.organisationName,
    first_time_to_amaha_user: user.firstTimeToAmahaUser,
  };
}

/** The SPEC §3 user with a newly signed fb_token for the given device session. */
export async function serializeUser(
  user: UserView,
  secret: string,
  sessionId: number,
  now: Date,
): Promise<User> {
  return userAnswer(user, await signFbToken(user, secret, sessionId, now));
}
