import { createSnapshotCache } from '../../../db/snapshot-cache';
import type { UserView } from '../queries';
import { signFbToken } from '../serialize-user';

// validate_token answers every app start and reload with an fb_token; under load, signing one per
// call (JSON, a random jti, an HMAC) was a measurable part of the route (docs/PERFORMANCE.md).
// An API instance hands the same signed token to a device session for a short while instead.
// Nothing about revocation changes: the token names its session (`sid`) and the realtime module
// checks that the session stands on every use, so a token reused after a sign-out is refused like
// a new one. The reuse window is short against the hour of validity, so a reused token still has
// at least 59 minutes to live, and the key includes what the token says (user, firebaseid), so a
// changed account never gets a token signed for what it was.

export const FB_TOKEN_REUSE = {
  /** A signed token is handed out again for at most this long after it was signed. */
  ms: 60_000,
  /** Device sessions whose token is kept (least recently used ones go first). */
  capacity: 10_000,
} as const;

interface SignedFbToken {
  token: string;
  signedAt: number;
}

export interface FbTokenCache {
  /** An fb_token for this user on this device session: a recent one, or a newly signed one. */
  tokenFor(
    user: Pick<UserView, 'id' | 'firebaseid'>,
    secret: string,
    sessionId: number,
    now: Date,
  ): Promise<string>;
}

export function createFbTokenCache(policy = FB_TOKEN_REUSE): FbTokenCache {
  const tokens = createSnapshotCache<SignedFbToken>(policy.capacity);
  return {
    async tokenFor(user, secret, sessionId, now) {
      // One cache per app, whose secret does not change while it runs.
      const key = `${sessionId}:${user.id}:${user.firebaseid}`;
      const at = now.getTime();
      const kept = tokens.get(key);
      // `at < signedAt`: a clock set back never extends a token's reuse.
      if (kept && at >= kept.signedAt && at - kept.signedAt < policy.ms) return kept.token;
      const token = await signFbToken(user, secret, sessionId, now);
      tokens.set(key, { token, signedAt: at });
      return token;
    },
  };
}
