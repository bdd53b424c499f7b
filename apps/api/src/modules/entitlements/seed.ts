import type { Database } from '../../db/client';
import { findTenantByShortCode } from '../organisations/service';
import { organisationBenefits } from './tables';

/**
 * The demo organisations' benefits as data (the texts of /org/dashboard stay in organisations'
 * seed): Acme covers 6 therapy sessions a year per member from a pool of 4 a year shared by all
 * its members (small, so that the demo shows a pool running out), Globex 12 therapy or
 * psychiatry sessions and no pool; Suraksha Insurance's customers share a money pool of ₹20,000 a
 * year paying up to ₹500 of each online therapy session (the rest is the customer's to pay, so the
 * demo shows a part-covered booking). Members are granted their year's lot, and the organisation
 * its pool, when they first look or book (the pool also when the console is opened).
 */
const demoBenefits = [
  {
    organisation: 'acme',
    kind: 'allowance',
    label: 'therapy sessions',
    providerTypes: ['therapy', 'cf_therapy'],
    sessionKinds: ['tele', 'offline'],
    sessionsPerYear: 6,
    poolSessionsPerYear: 4,
    poolPaisePerYear: null,
    coverPaisePerSession: null,
  },
  {
    organisation: 'globex',
    kind: 'allowance',
    label: 'therapy or psychiatry sessions',
    providerTypes: ['therapy', 'psychiatry', 'couples'],
    sessionKinds: ['tele', 'offline', 'couple'],
    sessionsPerYear: 12,
    poolSessionsPerYear: null,
    poolPaisePerYear: null,
    coverPaisePerSession: null,
  },
  {
    organisation: 'suraksha',
    kind: 'money_pool',
    label: 'online therapy sessions',
    providerTypes: ['therapy'],
    sessionKinds: ['tele'],
    sessionsPerYear: null,
    poolSessionsPerYear: null,
    poolPaisePerYear: 2_000_000,
    coverPaisePerSession: 50_000,
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
          kind: benefit.kind,
          providerTypes: [...benefit.providerTypes],
          sessionKinds: [...benefit.sessionKinds],
          sessionsPerYear: benefit.sessionsPerYear,
          poolSessionsPerYear: benefit.poolSessionsPerYear,
          poolPaisePerYear: benefit.poolPaisePerYear,
          coverPaisePerSession: benefit.coverPaisePerSession,
        },
      });
  }
}
