import { PARTNER_TOKEN_MAX_AGE_SECONDS } from '@kaizen/contracts';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { partnerKeys } from './tables';

type PartnerKey = typeof partnerKeys.$inferSelect;

export interface PartnerClaims {
  subject: string;
  jti: string;
  expiresAt: Date;
  email: string | null;
  phone: string | null;
  givenName: string | null;
  familyName: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 320) : null;

/**
 * Checks a partner token against the organisation's key: signature (HS256 or RS256 only, as the
 * key says), issuer, audience, expiry with no clock tolerance beyond 30 s, a `jti` and `sub`, and
 * a lifetime of at most PARTNER_TOKEN_MAX_AGE_SECONDS. null for anything wrong: the caller answers
 * one message whatever failed, so a caller learns nothing about the key.
 */
export async function verifyPartnerToken(
  key: PartnerKey,
  token: string,
  now: Date,
): Promise<PartnerClaims | null> {
  const options = {
    issuer: key.issuer,
    audience: key.audience,
    currentDate: now,
    clockTolerance: 30,
    maxTokenAge: PARTNER_TOKEN_MAX_AGE_SECONDS,
    requiredClaims: ['exp', 'iat', 'jti', 'sub'],
  };
  let payload: JWTPayload;
  try {
    if (key.hs256Secret) {
      const secret = new TextEncoder().encode(key.hs256Secret);
      ({ payload } = await jwtVerify(token, secret, { ...options, algorithms: ['HS256'] }));
    } else if (key.jwks) {
      const keys = createLocalJWKSet(key.jwks as Parameters<typeof createLocalJWKSet>[0]);
      ({ payload } = await jwtVerify(token, keys, { ...options, algorithms: ['RS256'] }));
    } else {
      return null;
    }
  } catch {
    return null;
  }
  const { sub, jti, exp, iat } = payload;
  if (!sub || !jti || !exp || !iat || exp - iat > PARTNER_TOKEN_MAX_AGE_SECONDS) return null;
  return {
    subject: sub.slice(0, 200),
    jti: jti.slice(0, 200),
    expiresAt: new Date(exp * 1000),
    email: text(payload.email)?.toLowerCase() ?? null,
    phone: text(payload.phone_number),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
  };
}
