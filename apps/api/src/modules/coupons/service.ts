import {
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_ENABLED_FLAG,
  COUPON_USE_NOT_FOUND_MESSAGE,
  offerText,
  type AdminCoupon,
  type AdminCouponCreateBody,
  type CouponDiscountType,
  type CouponUse,
  type ListingOffer,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { flagEnabledFor } from '../feature-flags/service';
import {
  findCouponByCode,
  findOwnUse,
  hadSession,
  insertCoupon,
  insertCouponUse,
  listCouponsWithUses,
  listingCoupons,
  listOwnUses,
  liveUseCounts,
  releaseCouponUse,
  type CouponRow,
  type OwnUseRow,
} from './queries';
export { couponsPersonalData } from './personal-data';
export { insertCouponUse as recordCouponUse, releaseCouponUse };

// Coupons: terms and uses in the database. The rule that judges a coupon is the policy engine's
// (entitlements/coupon-rule.ts); this module supplies its facts and records the use.

export interface CouponTerms {
  id: number;
  code: string;
  discountType: CouponDiscountType;
  percentOff: number | null;
  amountOff: number | null;
  maxDiscount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number;
  firstSessionOnly: boolean;
  /** Empty: every type. */
  providerTypes: readonly ProviderType[];
  /** Empty: every kind. */
  sessionKinds: readonly SessionKind[];
}

export interface CouponFacts {
  terms: CouponTerms;
  /** Uses that count now, by everyone: paid bookings and live holds. */
  usesTotal: number;
  usesByPerson: number;
  /** The person has had a session before (any booking that was ever confirmed). */
  hadSession: boolean;
}

/**
 * What the engine needs to judge `code` for this person now, or null for an unknown code. With
 * `lock` (inside the booking transaction) the coupon row stays locked until commit, so parallel
 * bookings count its uses one after another and only one takes the last.
 */
export async function couponFacts(
  db: Database,
  code: string,
  userId: number,
  now: Date,
  lock: boolean,
): Promise<CouponFacts | null> {
  const row = await findCouponByCode(db, code, lock);
  if (!row) return null;
  const uses = await liveUseCounts(db, row.id, userId, now);
  return {
    terms: {
      id: row.id,
      code: row.code,
      discountType: row.discountType,
      percentOff: row.percentOff,
      amountOff: row.amountOff,
      maxDiscount: row.maxDiscount,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      maxUses: row.maxUses,
      maxUsesPerUser: row.maxUsesPerUser,
      firstSessionOnly: row.firstSessionOnly,
      providerTypes: row.providerTypes,
      sessionKinds: row.sessionKinds,
    },
    usesTotal: uses.total,
    usesByPerson: uses.mine,
    hadSession: row.firstSessionOnly ? await hadSession(db, userId) : false,
  };
}

const toUse = (row: OwnUseRow): CouponUse => ({
  id: row.uuid,
  code: row.code,
  discount: row.discount,
  booking_id: row.bookingUuid,
  state: row.state,
  created_at: row.createdAt.toISOString(),
});

export async function ownCouponUses(db: Database, userId: number, now: Date) {
  return (await listOwnUses(db, userId, now)).map(toUse);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function ownCouponUse(db: Database, userId: number, id: string, now: Date) {
  const row = UUID.test(id) ? await findOwnUse(db, userId, id.toLowerCase(), now) : null;
  if (!row) throw notFound(COUPON_USE_NOT_FOUND_MESSAGE);
  return toUse(row);
}

const toAdminCoupon = (row: CouponRow, uses: number): AdminCoupon => ({
  id: row.uuid,
  code: row.code,
  description: row.description,
  discount_type: row.discountType,
  percent_off: row.percentOff,
  amount_off: row.amountOff,
  max_discount: row.maxDiscount,
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  max_uses_per_user: row.maxUsesPerUser,
  first_session_only: row.firstSessionOnly,
  provider_types: row.providerTypes,
  session_kinds: row.sessionKinds,
  show_on_listing: row.showOnListing,
  uses,
  created_at: row.createdAt.toISOString(),
});

/** POST /api/admin/coupons: a second coupon with the same code is a 409. */
export async function createCoupon(db: Database, body: AdminCouponCreateBody, now: Date) {
  if (await findCouponByCode(db, body.code, false)) throw conflict(COUPON_CODE_TAKEN_MESSAGE);
  const row = await insertCoupon(db, {
    code: body.code,
    description: body.description,
    discountType: body.discount_type,
    percentOff: body.percent_off ?? null,
    amountOff: body.amount_off ?? null,
    maxDiscount: body.max_discount ?? null,
    validFrom: body.valid_from ? new Date(body.valid_from) : null,
    validUntil: body.valid_until ? new Date(body.valid_until) : null,
    maxUses: body.max_uses ?? null,
    maxUsesPerUser: body.max_uses_per_user,
    firstSessionOnly: body.first_session_only,
    providerTypes: body.provider_types,
    sessionKinds: body.session_kinds,
    showOnListing: body.show_on_listing,
    createdAt: now,
  });
  return toAdminCoupon(row, 0);
}

export async function couponsForAdmin(db: Database, now: Date) {
  return (await listCouponsWithUses(db, now)).map(({ coupon, uses }) =>
    toAdminCoupon(coupon, uses),
  );
}

/** The public coupons of the expert listing (served with the SPEC §7 feature-flag path). */
export async function listingOffers(db: Database, now: Date): Promise<ListingOffer[]> {
  return (await listingCoupons(db, now)).map((row) => ({
    code: row.code,
    text: offerText({
      percent_off: row.percentOff,
      amount_off: row.amountOff,
      max_discount: row.maxDiscount,
      first_session_only: row.firstSessionOnly,
    }),
    provider_types: row.providerTypes,
  }));
}

/** SPEC §3 cf_coupon_enabled for the person, decided by the feature flags (per organisation). */
export const couponsEnabledFor = (db: Database, userId: number): Promise<boolean> =>
  flagEnabledFor(db, COUPON_ENABLED_FLAG, userId);
