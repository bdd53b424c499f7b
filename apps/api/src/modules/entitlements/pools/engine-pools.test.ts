import { describe, expect, it } from 'vitest';
import { acmeCredit, therapyChoice } from '../../../test/credit-balances';
import { decideFunding } from '../engine';
import type { PoolBalance } from './pool-lots';

// The policy engine for every benefit kind (issue 11): a per-member allowance, a pool-only
// benefit (the organisation's shared sessions alone) and a money pool (a rupee budget paying up
// to a set amount of each session): whole cover, part cover, used up, and a booking the benefit
// does not cover — each with the "why" the review shows.

const therapy = therapyChoice;
const psychiatry = { ...therapy, providerType: 'psychiatry' } as const;
const group = { ...therapy, kind: 'group' } as const;
const notCovering = 'Acme Corp covers therapy sessions only, so this session is paid by you.';

const allowance = acmeCredit;

const pool = (overrides: Partial<PoolBalance>): PoolBalance => ({
  benefitId: 4,
  lotId: 20,
  kind: 'pool_only',
  sponsor: 'Acme Corp',
  label: 'therapy sessions',
  providerTypes: ['therapy'],
  sessionKinds: ['tele', 'offline'],
  coverPerSession: null,
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  granted: 20,
  available: 20,
  ...overrides,
});
/** ₹5,000 a year, up to ₹500 of each session. */
const moneyPool = (available: number) =>
  pool({ kind: 'money_pool', coverPerSession: 50_000, granted: 500_000, available });

const paidBecause = (reason: string | null) => ({
  decision: { method: 'money', amount_due: 120_000, reason },
  lotId: null,
});

describe('decideFunding: an allowance', () => {
  it('covers while the member has sessions, then asks for the price and says why', () => {
    expect(decideFunding([allowance({ available: 1 })], therapy).decision).toMatchObject({
      method: 'sponsored',
      left_after: 0,
      amount_due: 0,
    });
    expect(decideFunding([allowance({ available: 0 })], therapy)).toEqual(
      paidBecause(
        'Your Acme Corp benefit of 6 therapy sessions this year is used up, so this session is paid by you.',
      ),
    );
  });

  it('asks for the price of another provider type or kind, saying what it covers', () => {
    expect(decideFunding([allowance()], psychiatry)).toEqual(paidBecause(notCovering));
    expect(decideFunding([allowance()], group)).toEqual(paidBecause(notCovering));
  });
});

describe('decideFunding: a pool-only benefit', () => {
  it('covers a whole session from the shared pool, saying what is left of it', () => {
    expect(decideFunding([], therapy, [pool({ available: 3 })])).toEqual({
      decision: {
        method: 'sponsored',
        sponsor: 'Acme Corp',
        label: 'therapy sessions',
        left_after: 2,
        granted: 20,
        amount_due: 0,
      },
      lotId: null,
      poolLotId: 20,
      poolUnits: 1,
    });
  });

  it('asks for the price with the reason when the pool is used up', () => {
    expect(decideFunding([], therapy, [pool({ available: 0 })])).toEqual(
      paidBecause(
        "Acme Corp's shared sessions for this year are used up, so this session is paid by you.",
      ),
    );
  });

  it('asks for the price of another provider type or kind, saying what it covers', () => {
    expect(decideFunding([], psychiatry, [pool({})])).toEqual(paidBecause(notCovering));
    expect(decideFunding([], group, [pool({})])).toEqual(paidBecause(notCovering));
  });

  it('comes after the member allowance, and never pays a free session', () => {
    const both = decideFunding([allowance()], therapy, [pool({})]);
    expect(both).toMatchObject({ lotId: 1 });
    expect(both).not.toHaveProperty('poolUnits');
    expect(decideFunding([], { ...therapy, price: 0 }, [pool({})])).toEqual({
      decision: { method: 'money', amount_due: 0, reason: null },
      lotId: null,
    });
  });
});

describe('decideFunding: a money pool', () => {
  it('pays a whole session its cover reaches, with nothing left to pay', () => {
    const cheap = { ...therapy, price: 40_000 };
    expect(decideFunding([], cheap, [moneyPool(500_000)])).toEqual({
      decision: {
        method: 'money',
        amount_due: 0,
        reason: null,
        sponsor_cover: { sponsor: 'Acme Corp', amount: 40_000 },
      },
      lotId: null,
      poolLotId: 20,
      poolUnits: 40_000,
    });
  });

  it('pays part: its most per session, or what is left of the budget when that is less', () => {
    expect(decideFunding([], therapy, [moneyPool(500_000)])).toMatchObject({
      decision: { method: 'money', amount_due: 70_000, sponsor_cover: { amount: 50_000 } },
      poolUnits: 50_000,
    });
    expect(decideFunding([], therapy, [moneyPool(20_000)])).toMatchObject({
      decision: { method: 'money', amount_due: 100_000, sponsor_cover: { amount: 20_000 } },
      poolUnits: 20_000,
    });
  });

  it('spends a package credit before paying part, but not before paying it all', () => {
    const pack = allowance({ lotId: 10, source: 'package', sponsor: '4 therapy sessions' });
    expect(decideFunding([pack], therapy, [moneyPool(500_000)])).toMatchObject({
      decision: { method: 'package' },
      lotId: 10,
    });
    const cheap = { ...therapy, price: 40_000 };
    expect(decideFunding([pack], cheap, [moneyPool(500_000)])).toMatchObject({
      decision: { method: 'money', amount_due: 0 },
      poolLotId: 20,
    });
  });

  it('asks for the full price with the reason when the budget is used up', () => {
    expect(decideFunding([], therapy, [moneyPool(0)])).toEqual(
      paidBecause(
        "Acme Corp's budget for sessions this year is used up, so this session is paid by you.",
      ),
    );
  });

  it('asks for the price of another provider type or kind, saying what it covers', () => {
    expect(decideFunding([], psychiatry, [moneyPool(500_000)])).toEqual(paidBecause(notCovering));
    expect(decideFunding([], group, [moneyPool(500_000)])).toEqual(paidBecause(notCovering));
  });

  it('waits for the authenticator code when the organisation asks for one', () => {
    expect(decideFunding([], therapy, [{ ...moneyPool(500_000), locked: true }])).toEqual(
      paidBecause(
        'Acme Corp covers this session once you enter the code from your authenticator app on your organisation dashboard. Until then, it is paid by you.',
      ),
    );
  });
});
