import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FIRST_SESSION_ONLY_MESSAGE,
  COUPON_FULLY_USED_MESSAGE,
  COUPON_NOT_NEEDED_MESSAGE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_UNKNOWN_MESSAGE,
  couponLine,
  payLine,
} from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { couponDiscount, judgeCoupon, type CouponFacts, type CouponTerms } from './coupon-rule';
import { decideFunding, withCoupon, type BookingChoice } from './engine';

const NOW = new Date('2026-03-02T10:00:00Z');
const welcome: CouponTerms = {
  id: 1,
  code: 'WELCOME20',
  discountType: 'percent',
  percentOff: 20,
  amountOff: null,
  maxDiscount: 50_000,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerUser: 1,
  firstSessionOnly: true,
  providerTypes: [],
  sessionKinds: [],
};
const facts = (terms: Partial<CouponTerms> = {}, rest: Partial<CouponFacts> = {}): CouponFacts => ({
  terms: { ...welcome, ...terms },
  usesTotal: 0,
  usesByPerson: 0,
  hadSession: false,
  ...rest,
});
const therapy: BookingChoice = {
  providerId: 1,
  providerType: 'therapy',
  kind: 'tele',
  price: 120_000,
};

describe('the coupon rule', () => {
  it('takes a percentage off, capped, and a fixed amount off, never below ₹1', () => {
    expect(couponDiscount(welcome, 120_000)).toBe(24_000);
    expect(couponDiscount(welcome, 400_000)).toBe(50_000);
    expect(couponDiscount({ ...welcome, maxDiscount: null }, 400_000)).toBe(80_000);
    const care = {
      ...welcome,
      discountType: 'fixed' as const,
      percentOff: null,
      amountOff: 10_000,
    };
    expect(couponDiscount(care, 120_000)).toBe(10_000);
    expect(couponDiscount(care, 5_000)).toBe(4_900);
    expect(couponDiscount({ ...welcome, percentOff: 100, maxDiscount: null }, 80_000)).toBe(79_900);
  });

  it('applies WELCOME20 to a first therapy session: −₹240, pay ₹960', () => {
    const verdict = judgeCoupon(facts(), therapy, NOW);
    expect(verdict).toEqual({ ok: true, couponId: 1, code: 'WELCOME20', discount: 24_000 });
    const { funding, couponError } = withCoupon(decideFunding([], therapy), verdict);
    expect(couponError).toBeNull();
    expect(funding.decision).toEqual({
      method: 'money',
      amount_due: 96_000,
      reason: null,
      coupon: { code: 'WELCOME20', discount: 24_000 },
    });
    expect(funding.coupon).toEqual({ couponId: 1, code: 'WELCOME20', discount: 24_000 });
    expect(couponLine({ code: 'WELCOME20', discount: 24_000 })).toBe('Coupon WELCOME20: −₹240');
    expect(payLine(96_000)).toBe('Pay ₹960');
  });

  it('refuses with the reason a person can act on, in a fixed order', () => {
    const refusal = (f: CouponFacts | null, choice = therapy) => {
      const verdict = judgeCoupon(f, choice, NOW);
      return verdict.ok ? null : verdict.message;
    };
    expect(refusal(null)).toBe(COUPON_UNKNOWN_MESSAGE);
    expect(refusal(facts({ validFrom: new Date('2026-04-01T00:00:00Z') }))).toBe(
      COUPON_NOT_YET_VALID_MESSAGE,
    );
    // The end of the window is exclusive.
    expect(refusal(facts({ validUntil: NOW }))).toBe(COUPON_EXPIRED_MESSAGE);
    expect(
      refusal(facts({ providerTypes: ['therapy'] }), { ...therapy, providerType: 'psychiatry' }),
    ).toBe('This coupon is not valid for psychiatry sessions.');
    expect(refusal(facts({ sessionKinds: ['tele'] }), { ...therapy, kind: 'offline' })).toBe(
      'This coupon is not valid for in-person sessions.',
    );
    expect(refusal(facts({}, { hadSession: true }))).toBe(COUPON_FIRST_SESSION_ONLY_MESSAGE);
    expect(refusal(facts({ firstSessionOnly: false }, { hadSession: true }))).toBeNull();
    expect(refusal(facts({}, { usesByPerson: 1, usesTotal: 5 }))).toBe(COUPON_ALREADY_USED_MESSAGE);
    expect(refusal(facts({ maxUses: 5 }, { usesTotal: 5 }))).toBe(COUPON_FULLY_USED_MESSAGE);
    expect(refusal(facts({ maxUses: 5 }, { usesTotal: 4 }))).toBeNull();
  });

  it('never applies to a sponsored or a free session', () => {
    const verdict = judgeCoupon(facts(), therapy, NOW);
    const covered = decideFunding(
      [
        {
          lotId: 7,
          source: 'organisation_benefit',
          providerId: null,
          sponsor: 'Acme',
          label: 'therapy sessions',
          providerTypes: ['therapy'],
          sessionKinds: ['tele'],
          granted: 6,
          available: 6,
          expiresAt: new Date('2027-01-01T00:00:00Z'),
        },
      ],
      therapy,
    );
    expect(withCoupon(covered, verdict)).toEqual({
      funding: covered,
      couponError: COUPON_NOT_NEEDED_MESSAGE,
    });
    const free = decideFunding([], { ...therapy, price: 0 });
    expect(withCoupon(free, verdict).couponError).toBe(COUPON_NOT_NEEDED_MESSAGE);
  });
});
