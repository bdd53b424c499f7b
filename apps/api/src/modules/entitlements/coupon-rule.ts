import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_FIRST_SESSION_ONLY_MESSAGE,
  COUPON_FULLY_USED_MESSAGE,
  COUPON_MINIMUM_CHARGE_PAISE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_NOTHING_OFF_MESSAGE,
  COUPON_UNKNOWN_MESSAGE,
  couponNotForKindMessage,
  couponNotForTypeMessage,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import type { CouponFacts, CouponTerms } from '../coupons/service';

// The coupon rule of the one policy engine (engine.ts applies it after every credit): pure, so
// every refusal is a unit test. The facts come from the coupons module, read with the coupon row
// locked when a booking takes the use.

export type { CouponFacts, CouponTerms };

export type CouponVerdict =
  { ok: true; couponId: number; code: string; discount: number } | { ok: false; message: string };

const refuse = (message: string): CouponVerdict => ({ ok: false, message });

/** Paise off a price: percentage (rounded down, capped) or fixed, never below the gateway's ₹1. */
export function couponDiscount(terms: CouponTerms, price: number): number {
  const raw =
    terms.discountType === 'percent'
      ? Math.floor((price * (terms.percentOff ?? 0)) / 100)
      : (terms.amountOff ?? 0);
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return Math.max(0, Math.min(capped, price - COUPON_MINIMUM_CHARGE_PAISE));
}

/**
 * Whether the coupon applies to this choice now, and how much it takes off. The order decides
 * which reason a person reads when several hold: it exists, it is in its window, it fits this
 * session, it is their first session, they have not used it up, then everyone's limit.
 */
export function judgeCoupon(
  facts: CouponFacts | null,
  choice: { providerType: ProviderType; kind: SessionKind; price: number },
  now: Date,
): CouponVerdict {
  if (!facts) return refuse(COUPON_UNKNOWN_MESSAGE);
  const { terms } = facts;
  if (terms.validFrom && now < terms.validFrom) return refuse(COUPON_NOT_YET_VALID_MESSAGE);
  if (terms.validUntil && now >= terms.validUntil) return refuse(COUPON_EXPIRED_MESSAGE);
  if (terms.providerTypes.length > 0 && !terms.providerTypes.includes(choice.providerType)) {
    return refuse(couponNotForTypeMessage(choice.providerType));
  }
  if (terms.sessionKinds.length > 0 && !terms.sessionKinds.includes(choice.kind)) {
    return refuse(couponNotForKindMessage(choice.kind));
  }
  if (terms.firstSessionOnly && facts.hadSession) {
    return refuse(COUPON_FIRST_SESSION_ONLY_MESSAGE);
  }
  if (facts.usesByPerson >= terms.maxUsesPerUser) return refuse(COUPON_ALREADY_USED_MESSAGE);
  if (terms.maxUses !== null && facts.usesTotal >= terms.maxUses) {
    return refuse(COUPON_FULLY_USED_MESSAGE);
  }
  const discount = couponDiscount(terms, choice.price);
  if (discount <= 0) return refuse(COUPON_NOTHING_OFF_MESSAGE);
  return { ok: true, couponId: terms.id, code: terms.code, discount };
}
