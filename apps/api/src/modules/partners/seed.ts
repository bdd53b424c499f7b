import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findAccountBy } from '../auth/service';
import { findTenantByShortCode } from '../organisations/service';
import { importCrns, linkCrn } from './crn/queries';
import { savePartnerKey } from './queries';

/**
 * The demo partner set-up of Acme (README): tokens signed with this secret sign Acme's members
 * in. Public like the demo passwords: it exists only in databases seeded with demo data.
 */
const DEMO_PARTNER = {
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

/**
 * Suraksha Insurance's CRN register (README): 4000123456 is the demo member's, linked, so
 * `/?CRNID=4000123456` signs them in; 4000654321 is listed for newcustomer@suraksha.example, who
 * has no account yet (the log-in fallback: sign up with that email, and the CRN links).
 */
const DEMO_CRNS = {
  organisation: 'suraksha',
  linked: { crn: '4000123456', email: 'member@suraksha.example' },
  unlinked: { crn: '4000654321', email: 'newcustomer@suraksha.example' },
};

export async function seedDemoInsurerCrns(db: Database, clock: Clock): Promise<void> {
  const organisation = await findTenantByShortCode(db, DEMO_CRNS.organisation);
  const member = await findAccountBy(db, 'email', DEMO_CRNS.linked.email);
  if (!organisation || !member) return;
  const now = clock.now();
  await importCrns(db, organisation.id, [DEMO_CRNS.linked, DEMO_CRNS.unlinked], now);
  await linkCrn(
    db,
    { organisationId: organisation.id, ...DEMO_CRNS.linked, userId: member.id },
    now,
  );
}
