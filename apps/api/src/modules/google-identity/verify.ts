import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleSettings } from './settings';

// Google ID tokens (issue 15) checked as Google documents it: an RS256 signature by one of the
// keys at the JWKS address, `iss` one of Google's issuers, `aud` this deployment's client id, and
// not expired. The keys are fetched on first use and cached (jose refetches on an unknown key id,
// at most every 30 s), so Google's key rotation needs nothing from the operator.

export interface GoogleIdentity {
  subject: string;
  email: string;
  /** The token's `exp`: how long a replay of it must be refused. */
  expiresAt: Date;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/** The identity in a valid ID token; null for any bad token; throws when the keys are unreachable. */
export type GoogleTokenVerifier = (credential: string, now: Date) => Promise<GoogleIdentity | null>;

export class GoogleKeysUnavailableError extends Error {}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 320) : null;

function identityOf(payload: JWTPayload): GoogleIdentity | null {
  const email = text(payload.email);
  if (!payload.sub || !email || typeof payload.exp !== 'number') return null;
  return {
    subject: payload.sub,
    expiresAt: new Date(payload.exp * 1000),
    email: email.toLowerCase(),
    // Google sends a boolean; older tokens sent the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    name: text(payload.name),
  };
}

export function createGoogleVerifier(settings: GoogleSettings): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 3_600_000,
  });
  return async (credential, now) => {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: settings.issuers,
        audience: settings.clientId,
        currentDate: now,
        clockTolerance: 30,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return identityOf(payload);
    } catch (error) {
      if (error instanceof errors.JWKSTimeout) throw new GoogleKeysUnavailableError(error.message);
      if (error instanceof errors.JOSEError) return null;
      // fetch() failing (no route to Google, DNS) is Kaizen's problem, not the person's token.
      throw new GoogleKeysUnavailableError(error instanceof Error ? error.message : String(error));
    }
  };
}
