import { z } from '../zod';
import { providerTypeSchema, sessionKindSchema } from '../providers/provider-filters';
import { COUPON_CODE_MAX_LENGTH } from './coupon-texts';

// Coupons and offers (issue 11). A coupon lowers the money part of a booking; the one policy
// engine applies it after sponsored and package credits (never to a covered or free session).
// Texts and flag names live in coupon-texts.ts (schema-free). A coupon is applied by a booking's
// check and create (their coupon_code; a refusal is the check's coupon_error or the create's 422);
// the offers come with the SPEC §7 feature-flag endpoint. The endpoints are in endpoints/coupons.ts.

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Codes are matched case-insensitively: stored and compared in capitals. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code.')
  .max(COUPON_CODE_MAX_LENGTH, `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has letters, digits, - and _ only.')
  .transform((code) => code.toUpperCase());

const paise = z.number().int().positive();

export const adminCouponCreateBodySchema = z
  .object({
    code: couponCodeSchema,
    description: z.string().trim().max(200).default(''),
    discount_type: z.enum(COUPON_DISCOUNT_TYPES),
    /** percent: 1-100. */
    percent_off: z.number().int().min(1).max(100).optional(),
    /** fixed: paise off. */
    amount_off: paise.optional(),
    /** percent: the most it takes off, in paise. */
    max_discount: paise.optional(),
    valid_from: z.iso.datetime().optional(),
    valid_until: z.iso.datetime().optional(),
    /** Uses by everyone together; absent = no limit. */
    max_uses: z.number().int().positive().optional(),
    max_uses_per_user: z.number().int().positive().default(1),
    first_session_only: z.boolean().default(false),
    /** Empty = every provider type. */
    provider_types: z.array(providerTypeSchema).default([]),
    /** Empty = every session kind. */
    session_kinds: z.array(sessionKindSchema).default([]),
    /** Shown as an offer on the expert listing when the listing flag is on. */
    show_on_listing: z.boolean().default(false),
  })
  .refine((body) => (body.discount_type === 'percent') === (body.percent_off !== undefined), {
    message: 'A percentage coupon needs percent_off (and a fixed one must not have it).',
    path: ['percent_off'],
  })
  .refine((body) => (body.discount_type === 'fixed') === (body.amount_off !== undefined), {
    message: 'A fixed coupon needs amount_off (and a percentage one must not have it).',
    path: ['amount_off'],
  })
  .refine((body) => body.discount_type === 'percent' || body.max_discount === undefined, {
    message: 'Only a percentage coupon has a cap (max_discount).',
    path: ['max_discount'],
  })
  .refine(
    (body) =>
      !body.valid_from ||
      !body.valid_until ||
      new Date(body.valid_from).getTime() < new Date(body.valid_until).getTime(),
    { message: 'valid_until must be after valid_from.', path: ['valid_until'] },
  );
export type AdminCouponCreateBody = z.output<typeof adminCouponCreateBodySchema>;

export const adminCouponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  max_discount: z.number().int().nullable(),
  valid_from: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int(),
  first_session_only: z.boolean(),
  provider_types: z.array(providerTypeSchema),
  session_kinds: z.array(sessionKindSchema),
  show_on_listing: z.boolean(),
  /** Uses that count now: paid bookings and live holds. */
  uses: z.number().int().min(0),
  created_at: z.iso.datetime(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponResponseSchema = z.object({ data: adminCouponSchema });
export const adminCouponsResponseSchema = z.object({ data: z.array(adminCouponSchema) });

export const COUPON_USE_STATES = ['held', 'used', 'released'] as const;

export const couponUseSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** Paise taken off the booking's price. */
  discount: z.number().int().min(0),
  booking_id: z.uuid(),
  /** held: the booking awaits payment; used: it was paid; released: it never was (given back). */
  state: z.enum(COUPON_USE_STATES),
  created_at: z.iso.datetime(),
});
export type CouponUse = z.infer<typeof couponUseSchema>;
export const couponUsesResponseSchema = z.object({ data: z.array(couponUseSchema) });
export const couponUseResponseSchema = z.object({ data: couponUseSchema });
export const couponUseParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ---- Offers on the listing (served with the SPEC §7 feature-flag path, feature-flags.ts) -------

export const listingOfferSchema = z.object({
  code: z.string(),
  /** "20% off your first session (up to ₹500)". */
  text: z.string(),
  provider_types: z.array(providerTypeSchema),
});
export type ListingOffer = z.infer<typeof listingOfferSchema>;
