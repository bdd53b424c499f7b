import type { CreditBalance } from '../modules/entitlements/engine';

/** A sponsored lot for the policy engine's unit tests: Acme's 6 therapy sessions, all left. */
export const acmeCredit = (overrides: Partial<CreditBalance> = {}): CreditBalance => ({
  lotId: 1,
  source: 'organisation_benefit',
  providerId: null,
  sponsor: 'Acme Corp',
  label: 'therapy sessions',
  providerTypes: ['therapy'],
  sessionKinds: ['tele', 'offline'],
  granted: 6,
  available: 6,
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});

/** A ₹1,200 video session with a therapist, as the engine is asked about it. */
export const therapyChoice = {
  providerId: 7,
  providerType: 'therapy',
  kind: 'tele',
  price: 120_000,
} as const;
