import { SignJWT, jwtVerify, errors } from 'jose';

/**
 * Short-lived signed tokens (HS256 with AUTH_SECRET), each with its own audience so a token made
 * for one purpose is refused for another:
 * - 'realtime': the fb_token, scoped to one user's firebaseid (subject) for the realtime module;
 * - 'app': the app token a native shell passes to the web view (?app_token=, SPEC §4 case 5);
 * - later: 'session-join' payloads for the session host.
 */
export type TokenAudience = 'realtime' | 'app' | 'session-join';

export interface SignedTokenClaims {
  sub: string;
  [claim: string]: unknown;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  audience: TokenAudience,
  claims: SignedTokenClaims,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('kaizen')
    .setAudience(audience)
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(key(secret));
}

/** The claims of a valid token for this audience, or null (bad signature, expired, wrong use). */
export async function verifyToken(
  secret: string,
  audience: TokenAudience,
  token: string,
  now: Date,
): Promise<(SignedTokenClaims & { jti?: string; exp?: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'kaizen',
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string') return null;
    return payload as SignedTokenClaims & { jti?: string; exp?: number };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
