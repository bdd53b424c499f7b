import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, errors } from 'jose';

/**
 * Short-lived signed tokens (HS256 with AUTH_SECRET), each with its own audience so a token made
 * for one purpose is refused for another:
 * - 'realtime': the fb_token, scoped to one user's firebaseid (subject) for the realtime module;
 * - 'app': the app token a native shell passes to the web view (?app_token=, SPEC §4 case 5);
 * - 'session-join' payloads for the session host;
 * - 'download': short-lived links to one file of a health record (lib/download-links.ts).
 */
type TokenAudience = 'realtime' | 'app' | 'session-join' | 'download';

interface SignedTokenClaims {
  sub: string;
  [claim: string]: unknown;
}

const key = (secret: string) => new TextEncoder().encode(secret);
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Signed with node:crypto's HMAC rather than jose: an fb_token is signed on every validate_token,
 * and WebCrypto's per-call key import and promise hops were the largest cost of that route.
 * The output is a standard compact HS256 JWT; verifyToken (jose) checks it.
 */
export function signToken(
  secret: string,
  audience: TokenAudience,
  claims: SignedTokenClaims,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const payload = base64url(
    JSON.stringify({
      ...claims,
      iss: 'kaizen',
      aud: audience,
      sub: claims.sub,
      iat: issuedAt,
      exp: issuedAt + ttlSeconds,
      jti: randomUUID(),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return Promise.resolve(`${HEADER}.${payload}.${signature}`);
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
