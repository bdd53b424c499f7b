import { describe, expect, it } from 'vitest';
import { acmeCredit, therapyChoice } from '../../test/credit-balances';
import { creditComesBack, decideFunding, type CreditBalance } from './engine';

const acme = acmeCredit;
const therapy = therapyChoice;

describe('decideFunding (the policy engine)', () => {
  it('covers a session the organisation pays for, saying what is left after it', () => {
    expect(decideFunding([acme({ available: 6 })], therapy)).toEqual({
      decision: {
        method: 'sponsored',
        sponsor: 'Acme Corp',
        label: 'therapy sessions',
        left_after: 5,
        granted: 6,
        amount_due: 0,
      },
      lotId: 1,
    });
  });

  it('spends the lot that expires first', () => {
    const later = acme({ lotId: 2, expiresAt: new Date('2027-06-01T00:00:00Z') });
    expect(decideFunding([later, acme({ lotId: 3 })], therapy).lotId).toBe(3);
  });

  it('asks for the price with the reason when the benefit is used up', () => {
    expect(decideFunding([acme({ available: 0 })], therapy)).toEqual({
      decision: {
        method: 'money',
        amount_due: 120_000,
        reason:
          'Your Acme Corp benefit of 6 therapy sessions this year is used up, so this session is paid by you.',
      },
      lotId: null,
    });
  });

  it("spends from the organisation's pool too, and says so when the pool is used up", () => {
    const pooled = acme({ pool: { lotId: 9, available: 1 } });
    expect(decideFunding([pooled], therapy)).toMatchObject({
      decision: { method: 'sponsored', left_after: 5 },
      lotId: 1,
      poolLotId: 9,
    });
    expect(decideFunding([acme({ pool: { lotId: 9, available: 0 } })], therapy)).toEqual({
      decision: {
        method: 'money',
        amount_due: 120_000,
        reason:
          "Acme Corp's sponsored therapy sessions for this year are used up, so this session is paid by you.",
      },
      lotId: null,
    });
    // The member's own allowance used up is their reason, whatever the pool holds.
    expect(
      decideFunding([acme({ available: 0, pool: { lotId: 9, available: 0 } })], therapy).decision,
    ).toMatchObject({ reason: expect.stringContaining('Your Acme Corp benefit of 6') });
    // Without a pool the member's allowance alone decides (no pool spend).
    expect(decideFunding([acme()], therapy)).not.toHaveProperty('poolLotId');
  });

  it('asks for the price when the benefit covers another provider type or kind', () => {
    for (const choice of [
      { ...therapy, providerType: 'psychiatry' as const },
      { ...therapy, kind: 'group' as const },
    ]) {
      expect(decideFunding([acme()], choice).decision).toEqual({
        method: 'money',
        amount_due: 120_000,
        reason: 'Acme Corp covers therapy sessions only, so this session is paid by you.',
      });
    }
  });

  it('asks for the price with no reason from someone without benefits, and never spends on a free session', () => {
    expect(decideFunding([], therapy).decision).toEqual({
      method: 'money',
      amount_due: 120_000,
      reason: null,
    });
    expect(decideFunding([acme()], { ...therapy, price: 0 })).toEqual({
      decision: { method: 'money', amount_due: 0, reason: null },
      lotId: null,
    });
  });
});

describe('creditComesBack (refunds in credit, by the 24 h rule)', () => {
  it('gives the credit back in time or when the clinician cancels, never into an ended year', () => {
    const cancel = { byClinician: false, inFreeChangeWindow: true, lotExpired: false };
    expect(creditComesBack(cancel)).toBe(true);
    expect(creditComesBack({ ...cancel, inFreeChangeWindow: false })).toBe(false);
    expect(creditComesBack({ ...cancel, inFreeChangeWindow: false, byClinician: true })).toBe(true);
    expect(creditComesBack({ ...cancel, lotExpired: true, byClinician: true })).toBe(false);
  });
});

const fourSessions = (overrides: Partial<CreditBalance> = {}): CreditBalance =>
  acme({
    lotId: 10,
    source: 'package',
    sponsor: '4 therapy sessions',
    granted: 4,
    available: 4,
    expiresAt: new Date('2027-03-02T06:00:00Z'),
    ...overrides,
  });

describe('decideFunding with packages (sponsored → package → money)', () => {
  it('spends a package credit and says which session of the package it is', () => {
    expect(decideFunding([fourSessions({ available: 3 })], therapy)).toEqual({
      decision: {
        method: 'package',
        package_name: '4 therapy sessions',
        session_number: 2,
        granted: 4,
        left_after: 2,
        amount_due: 0,
      },
      lotId: 10,
    });
  });

  it('spends a sponsored credit before a package credit, and the package once the benefit is used up', () => {
    const balances = [fourSessions(), acme({ lotId: 1, available: 1 })];
    expect(decideFunding(balances, therapy).decision.method).toBe('sponsored');
    const usedUp = [fourSessions(), acme({ lotId: 1, available: 0 })];
    expect(decideFunding(usedUp, therapy)).toMatchObject({ lotId: 10 });
  });

  it('spends a package tied to an expert only on that expert, and says why otherwise', () => {
    const tied = fourSessions({ providerId: 8 });
    expect(decideFunding([tied], { ...therapy, providerId: 8 }).lotId).toBe(10);
    expect(decideFunding([tied], therapy)).toEqual({
      decision: {
        method: 'money',
        amount_due: 120_000,
        reason:
          'Your package "4 therapy sessions" is for sessions with your own expert only, so this session is paid by you.',
      },
      lotId: null,
    });
  });

  it('prefers the package that expires first, skips empty ones and never pays a free session', () => {
    const later = fourSessions({ lotId: 11, expiresAt: new Date('2027-09-01T00:00:00Z') });
    expect(decideFunding([later, fourSessions()], therapy).lotId).toBe(10);
    expect(decideFunding([later, fourSessions({ available: 0 })], therapy).lotId).toBe(11);
    expect(decideFunding([fourSessions()], { ...therapy, price: 0 }).lotId).toBeNull();
    const psychiatry = { ...therapy, providerType: 'psychiatry' } as const;
    expect(decideFunding([fourSessions()], psychiatry).decision).toMatchObject({ reason: null });
  });
});
