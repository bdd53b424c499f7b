import crypto from 'node:crypto';
import type { PartnerKeyView } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { findPartnerKey, savePartnerKey } from './queries';

// An organisation's partner key as its administrators manage it in the console. The HS256
// secret is generated here (256 random bits) and shown once; only the check uses it afterwards.

export async function partnerKeyOf(
  db: Database,
  organisationId: number,
): Promise<PartnerKeyView | null> {
  const key = await findPartnerKey(db, organisationId);
  if (!key) return null;
  return {
    kind: key.hs256Secret ? 'hs256' : 'rs256',
    issuer: key.issuer,
    audience: key.audience,
    rotated_at: key.rotatedAt.toISOString(),
  };
}

export async function rotatePartnerSecret(
  db: Database,
  organisationId: number,
  claims: { issuer: string; audience: string },
  now: Date,
): Promise<{ key: PartnerKeyView; secret: string }> {
  const secret = crypto.randomBytes(32).toString('base64url');
  await savePartnerKey(db, {
    organisationId,
    issuer: claims.issuer,
    audience: claims.audience,
    hs256Secret: secret,
    jwks: null,
    rotatedAt: now,
  });
  return {
    key: { kind: 'hs256', ...claims, rotated_at: now.toISOString() },
    secret,
  };
}
