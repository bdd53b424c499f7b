import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findTenantByShortCode } from '../organisations/service';
import { savePartnerKey } from './queries';

/**
 * The demo partner set-up of Acme (README): tokens signed with this secret sign Acme's members
 * in. Public like the demo passwords: it exists only in databases seeded with demo data.
 */
export const DEMO_PARTNER = {
  organisation: 'acme',
  issuer: 'https://hr.acme.example',
  audience: 'kaizen',
  secret: 'kaizen-demo-partner-secret-for-acme-corp',
};

export async function seedDemoPartnerKey(db: Database, clock: Clock): Promise<void> {
  const organisation = await findTenantByShortCode(db, DEMO_PARTNER.organisation);
  if (!organisation) return;
  await savePartnerKey(db, {
    organisationId: organisation.id,
    issuer: DEMO_PARTNER.issuer,
    audience: DEMO_PARTNER.audience,
    hs256Secret: DEMO_PARTNER.secret,
    jwks: null,
    rotatedAt: clock.now(),
  });
}
