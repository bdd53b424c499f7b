// Coupons and offers (issue 11): the words people read, free of Zod so that the expert listing's
// offer banner and the review can import them without loading schemas.

import { formatPrice } from './money';
import { SESSION_KIND_WORDS, type SessionKind } from '../providers/provider-vocabulary';

/** Feature flags of SPEC §3/§7 that concern coupons. */
export const COUPON_ENABLED_FLAG = 'cf_coupon_enabled';
export const LISTING_OFFER_FLAG = 'public_show_coupon_code_on_customer_listing';

/** A coupon never takes a price below ₹1: the gateway's smallest charge (Razorpay's too). */
export const COUPON_MINIMUM_CHARGE_PAISE = 100;
export const COUPON_CODE_MAX_LENGTH = 32;

export const COUPON_UNKNOWN_MESSAGE = 'This coupon code is not valid.';
export const COUPON_NOT_YET_VALID_MESSAGE = 'This coupon is not valid yet.';
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired.';
export const COUPON_FIRST_SESSION_ONLY_MESSAGE = 'This coupon is only for your first session.';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon.';
export const COUPON_FULLY_USED_MESSAGE = 'This coupon has been fully used.';
export const COUPON_NOT_NEEDED_MESSAGE =
  'This session is already covered, so a coupon cannot be used on it.';
export const COUPON_NOTHING_OFF_MESSAGE = 'This coupon cannot lower the price of this session.';
export const COUPONS_UNAVAILABLE_MESSAGE = 'Coupons cannot be used with your account.';
export const COUPON_USE_NOT_FOUND_MESSAGE = 'Coupon use not found.';
export const COUPON_CODE_TAKEN_MESSAGE = 'A coupon with this code already exists.';

/** "psychiatry" → "This coupon is not valid for psychiatry sessions." (cf_ types read as their base). */
export const couponNotForTypeMessage = (providerType: string) =>
  `This coupon is not valid for ${providerType.replace(/^cf_/, '').replace(/_/g, ' ')} sessions.`;

export const couponNotForKindMessage = (kind: string) =>
  `This coupon is not valid for ${SESSION_KIND_WORDS[kind as SessionKind] ?? kind} sessions.`;

/** The review's line for an applied coupon: "Coupon WELCOME20: −₹240". */
export const couponLine = (coupon: { code: string; discount: number }) =>
  `Coupon ${coupon.code}: −${formatPrice(coupon.discount)}`;

/** The review's line for what is left to pay: "Pay ₹960". */
export const payLine = (amountDue: number) => `Pay ${formatPrice(amountDue)}`;

/** What an offer says on the listing: "20% off your first session (up to ₹500)". */
export function offerText(offer: {
  percent_off: number | null;
  amount_off: number | null;
  max_discount: number | null;
  first_session_only: boolean;
}): string {
  const off =
    offer.percent_off !== null
      ? `${offer.percent_off}% off`
      : `${formatPrice(offer.amount_off ?? 0)} off`;
  const what = offer.first_session_only ? 'your first session' : 'a session';
  const cap =
    offer.percent_off !== null && offer.max_discount !== null
      ? ` (up to ${formatPrice(offer.max_discount)})`
      : '';
  return `${off} ${what}${cap}`;
}
