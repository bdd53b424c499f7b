import { PARTNER_TOKEN_INVALID_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-errors';
import { findTenantByUuid } from '../organisations/service';
import { claimTokenUse, findPartnerKey } from './queries';
import { verifyPartnerToken, type PartnerClaims } from './verify';

/** SPEC §8: a partner token that fails any check. */
export const invalid = () => unauthorized(PARTNER_TOKEN_INVALID_MESSAGE);

/**
 * The organisation and the verified, first-time-used claims of a partner token (partner_sessions,
 * b2b_link, partner_sign_in_codes).
 */
export async function acceptToken(
  db: Database,
  request: { jwt: string; organisationUuid: string },
  now: Date,
  refuse = invalid,
): Promise<{ organisation: { id: number; name: string }; claims: PartnerClaims }> {
  const organisation = await findTenantByUuid(db, request.organisationUuid);
  const key = organisation && (await findPartnerKey(db, organisation.id));
  const claims = key && (await verifyPartnerToken(key, request.jwt, now));
  if (!organisation || !claims) throw refuse();
  if (!(await claimTokenUse(db, organisation.id, claims.jti, claims.expiresAt, now))) {
    throw refuse();
  }
  return { organisation, claims };
}
