import type { Database } from '../../db/client';
import { findTenantByShortCode } from '../organisations/service';
import { organisationBenefits } from './tables';

/**
 * The demo organisations' benefits as data (the texts of /org/dashboard stay in organisations'
 * seed): Acme covers 6 therapy sessions a year per member from a pool of 4 a year shared by all
 * its members (small, so that the demo shows a pool running out), Globex 12 therapy or
 * psychiatry sessions and no pool. Members are granted their year's lot, and the organisation
 * its pool, when they first look or book (the pool also when the console is opened).
 */
const demoBenefits = [
  {
    organisation: 'acme',
    label: 'therapy sessions',
    providerTypes: ['therapy', 'cf_therapy'],
    sessionKinds: ['tele', 'offline'],
    sessionsPerYear: 6,
    poolSessionsPerYear: 4,
  },
  {
    organisation: 'globex',
    label: 'therapy or psychiatry sessions',
    providerTypes: ['therapy', 'psychiatry', 'couples'],
    sessionKinds: ['tele', 'offline', 'couple'],
    sessionsPerYear: 12,
    poolSessionsPerYear: null,
  },
] as const;

export async function seedDemoBenefits(db: Database): Promise<void> {
  for (const { organisation, ...benefit } of demoBenefits) {
    const tenant = await findTenantByShortCode(db, organisation);
    if (!tenant)
      throw new Error(`demo benefits: organisation '${organisation}' must be seeded first`);
    await db
      .insert(organisationBenefits)
      .values({
        organisationId: tenant.id,
        ...benefit,
        providerTypes: [...benefit.providerTypes],
        sessionKinds: [...benefit.sessionKinds],
      })
      .onConflictDoUpdate({
        target: [organisationBenefits.organisationId, organisationBenefits.label],
        set: {
          providerTypes: [...benefit.providerTypes],
          sessionKinds: [...benefit.sessionKinds],
          sessionsPerYear: benefit.sessionsPerYear,
          poolSessionsPerYear: benefit.poolSessionsPerYear,
        },
      });
  }
}
