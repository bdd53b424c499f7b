import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

// A local stand-in for Google's sign-in endpoints (no internet in tests): it serves a JWKS with a
// generated RSA key and signs ID tokens with it, as Google would, so the API's real verifier
// (RS256, issuer, audience, expiry) is what the tests exercise.

export const GOOGLE_TEST_CLIENT_ID = 'kaizen-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const KID = 'stand-in-key-1';

export interface IdTokenOptions {
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch; default an hour after issue. */
  expiresAt?: number;
  issuedAt?: number;
  /** Sign with a key the JWKS does not hold (under the same key id): a forged signature. */
  forged?: boolean;
}

export interface GoogleStandIn {
  jwksUrl: string;
  idToken(claims: JWTPayload, options?: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const real = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(real.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = http.createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    idToken: (claims, options = {}) => {
      const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
          .setIssuer(options.issuer ?? ISSUER)
          .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
          .setIssuedAt(issuedAt)
          // Google's tokens carry a unique id; without it two tokens of one second would be equal.
          .setJti(randomUUID())
          .setExpirationTime(options.expiresAt ?? issuedAt + 3600)
          .sign(options.forged ? forger.privateKey : real.privateKey)
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
