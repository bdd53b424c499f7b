import {
  COUPON_NOT_NEEDED_MESSAGE,
  benefitNotCoveringReason,
  benefitUsedUpReason,
  packageOtherExpertReason,
  poolUsedUpReason,
  sharedPoolUsedUpText,
  totpRequiredReason,
  type FundingDecision,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import type { CouponVerdict } from './coupon-rule';
import type { PoolBalance } from './pools/pool-lots';

// The one policy engine (issue 11): pure functions of the person's balances and the booking
// choice. How a booking is paid: a sponsored credit first (when the organisation covers that
// provider type and kind, and its pool, when the benefit has one, has a session left), then a package credit (the package covers the type and kind, and,
// when it is tied to an expert, the booking is with that expert), then a referral reward credit
// (an individual therapy session), then a coupon on the money left to pay (`withCoupon`), then
// money. The same engine decides what a cancel gives back.

/** A lot the person can spend from now, as the engine needs it. */
export interface CreditBalance {
  lotId: number;
  /** Where the lot comes from; a package lot's `sponsor` is the package's name. */
  source: 'organisation_benefit' | 'package' | 'referral';
  /** A package tied to one expert (mytherapist / mypsychiatrist); null: any expert. */
  providerId: number | null;
  sponsor: string;
  label: string;
  providerTypes: readonly ProviderType[];
  sessionKinds: readonly SessionKind[];
  granted: number;
  available: number;
  expiresAt: Date;
  /** A sponsored lot's organisation pool of this year, when the benefit has one. */
  pool?: { lotId: number; available: number };
  /**
   * A sponsored lot this device session may not use yet: its organisation asks for an
   * authenticator code (`require_totp`) and the session has not given one (sponsor-gate.ts).
   */
  locked?: boolean;
}

export interface BookingChoice {
  /** The expert booked: a package tied to another expert is not spent on it. */
  providerId: number;
  providerType: ProviderType;
  kind: SessionKind;
  /** The session's price in paise. */
  price: number;
  /** A coupon the person asked for (applied after every credit). */
  couponCode?: string;
}

export interface Funding {
  decision: FundingDecision;
  /** The lot a sponsored or package booking spends from; null when it is paid in money. */
  lotId: number | null;
  /** The organisation's pool a sponsored booking spends from too, when its benefit has one. */
  poolLotId?: number;
  /** What the pool gives: 1 session (the default), or the paise a money pool pays. */
  poolUnits?: number;
  /** A coupon that lowered the money part: its use is recorded with the booking. */
  coupon?: { couponId: number; code: string; discount: number };
}

const covers = (balance: CreditBalance, choice: BookingChoice) =>
  balance.providerTypes.includes(choice.providerType) && balance.sessionKinds.includes(choice.kind);
const byExpiry = (a: CreditBalance, b: CreditBalance) =>
  a.expiresAt.getTime() - b.expiresAt.getTime() || a.lotId - b.lotId;

/** A sponsored lot with a session left, in the member's allowance and in the pool if any. */
const hasSessionLeft = (balance: CreditBalance) =>
  balance.available > 0 && (balance.pool === undefined || balance.pool.available > 0);

/**
 * Sponsored credit first (the lot that expires first), then package credit (the package that
 * expires first), then referral credit, otherwise the price with the reason a benefit or package
 * did not apply (the organisation's pool used up, or the member's own allowance).
 */
export function decideFunding(
  balances: readonly CreditBalance[],
  choice: BookingChoice,
  /** The organisation's pool-only and money pools (an allowance's pool is on its lot). */
  pools: readonly (PoolBalance & { locked?: boolean })[] = [],
): Funding {
  const money = (reason: string | null): Funding => ({
    decision: { method: 'money', amount_due: choice.price, reason },
    lotId: null,
  });
  // A free session costs no one anything: a credit is never spent on it.
  if (choice.price === 0) return money(null);
  const sponsoredLots = balances.filter((balance) => balance.source === 'organisation_benefit');
  const sponsored = sponsoredLots.filter((balance) => balance.locked !== true);
  const packages = balances.filter((balance) => balance.source === 'package');
  const covering = sponsored.filter((balance) => covers(balance, choice)).sort(byExpiry);
  const usable = covering.find(hasSessionLeft);
  if (usable) {
    return {
      decision: {
        method: 'sponsored',
        sponsor: usable.sponsor,
        label: usable.label,
        left_after: usable.available - 1,
        granted: usable.granted,
        amount_due: 0,
      },
      lotId: usable.lotId,
      ...(usable.pool ? { poolLotId: usable.pool.lotId } : {}),
    };
  }
  const shared = pools.filter((pool) => pool.locked !== true && coversPool(pool, choice));
  const fromPool = sharedPoolFunding(shared, choice, 'whole');
  if (fromPool) return fromPool;
  const fromPackage = packageFunding(packages, choice);
  if (fromPackage) return fromPackage;
  const referral = balances
    .filter((balance) => balance.source === 'referral')
    .filter((balance) => covers(balance, choice) && balance.available > 0)
    .sort(byExpiry)[0];
  if (referral) return { decision: { method: 'referral', amount_due: 0 }, lotId: referral.lotId };
  // A money pool that pays part: the rest is the member's, and the part is held meanwhile.
  const part = sharedPoolFunding(shared, choice, 'part');
  if (part) return part;
  const lockedPool = pools.find(
    (pool) => pool.locked === true && coversPool(pool, choice) && pool.available > 0,
  );
  if (lockedPool) return money(totpRequiredReason(lockedPool.sponsor));
  // The organisation's shared budget covers this booking but has nothing left for it.
  const emptyPool = shared[0];
  if (emptyPool && emptyPool.kind !== 'allowance') {
    return money(sharedPoolUsedUpText(emptyPool.sponsor, emptyPool.kind));
  }
  // The organisation would cover it, but this device session has not given its TOTP code.
  const locked = sponsoredLots.find(
    (balance) => balance.locked === true && covers(balance, choice) && hasSessionLeft(balance),
  );
  if (locked) return money(totpRequiredReason(locked.sponsor));
  // The member has sessions of their own left, but the organisation's shared pool is empty.
  const poolEmpty = covering.find((balance) => balance.available > 0);
  if (poolEmpty) return money(poolUsedUpReason(poolEmpty.sponsor, poolEmpty.label));
  const usedUp = covering[0];
  if (usedUp) return money(benefitUsedUpReason(usedUp.sponsor, usedUp.granted, usedUp.label));
  // The organisation covers other provider types or kinds only (an allowance, or a shared pool).
  const other =
    sponsored[0] ?? pools.find((pool) => pool.kind !== 'allowance' && pool.locked !== true);
  if (other) return money(benefitNotCoveringReason(other.sponsor, other.label));
  const tiedElsewhere = packages.find(
    (balance) =>
      balance.available > 0 && covers(balance, choice) && balance.providerId !== choice.providerId,
  );
  return money(tiedElsewhere ? packageOtherExpertReason(tiedElsewhere.sponsor) : null);
}

const coversPool = (pool: PoolBalance, choice: BookingChoice) =>
  pool.kind !== 'allowance' &&
  pool.providerTypes.includes(choice.providerType) &&
  pool.sessionKinds.includes(choice.kind);

/**
 * A pool-only benefit pays a whole session from its pool (one session); a money pool pays up to
 * its most per session from what is left of its budget. 'whole': only a pool that pays it all
 * (the booking confirms at once); 'part': a money pool that pays some of it (the rest is money).
 */
function sharedPoolFunding(
  pools: readonly PoolBalance[],
  choice: BookingChoice,
  reach: 'whole' | 'part',
): Funding | null {
  for (const pool of [...pools].sort((a, b) => a.lotId - b.lotId)) {
    if (pool.available <= 0) continue;
    if (pool.kind === 'pool_only') {
      if (reach === 'part') continue;
      return {
        decision: {
          method: 'sponsored',
          sponsor: pool.sponsor,
          label: pool.label,
          left_after: pool.available - 1,
          granted: Math.max(pool.granted, 1),
          amount_due: 0,
        },
        lotId: null,
        poolLotId: pool.lotId,
        poolUnits: 1,
      };
    }
    const cover = Math.min(pool.coverPerSession ?? 0, pool.available, choice.price);
    if (cover <= 0) continue;
    const whole = cover === choice.price;
    if ((reach === 'whole') !== whole) continue;
    return {
      decision: {
        method: 'money',
        amount_due: choice.price - cover,
        reason: null,
        sponsor_cover: { sponsor: pool.sponsor, amount: cover },
      },
      lotId: null,
      poolLotId: pool.lotId,
      poolUnits: cover,
    };
  }
  return null;
}

/** A package credit for this choice: its types and kinds, and its expert when it is tied. */
function packageFunding(packages: readonly CreditBalance[], choice: BookingChoice): Funding | null {
  const usable = packages
    .filter(
      (balance) =>
        covers(balance, choice) &&
        balance.available > 0 &&
        (balance.providerId === null || balance.providerId === choice.providerId),
    )
    .sort(byExpiry)[0];
  if (!usable) return null;
  return {
    decision: {
      method: 'package',
      package_name: usable.sponsor,
      session_number: usable.granted - usable.available + 1,
      granted: usable.granted,
      left_after: usable.available - 1,
      amount_due: 0,
    },
    lotId: usable.lotId,
  };
}

/**
 * A cancelled booking that spent a credit gets it back by the same rule as money: cancelled by
 * the person at least 24 h before the start (`inFreeChangeWindow`), or by the clinician at any
 * time. A credit whose year has ended lapses with it.
 */
export function creditComesBack(cancel: {
  byClinician: boolean;
  inFreeChangeWindow: boolean;
  lotExpired: boolean;
}): boolean {
  if (cancel.lotExpired) return false;
  return cancel.byClinician || cancel.inFreeChangeWindow;
}

/**
 * The coupon comes after every credit, before money: it lowers only a price still to be paid. A
 * session covered by a credit, or free, takes no coupon (it would take nothing off). The verdict
 * is the coupon rule's (coupon-rule.ts), judged against `amount_due`.
 */
export function withCoupon(
  funding: Funding,
  verdict: CouponVerdict,
): { funding: Funding; couponError: string | null } {
  const { decision } = funding;
  if (decision.method !== 'money' || decision.amount_due === 0) {
    return { funding, couponError: COUPON_NOT_NEEDED_MESSAGE };
  }
  if (!verdict.ok) return { funding, couponError: verdict.message };
  const coupon = { code: verdict.code, discount: verdict.discount };
  return {
    funding: {
      ...funding,
      decision: { ...decision, amount_due: decision.amount_due - verdict.discount, coupon },
      coupon: { couponId: verdict.couponId, ...coupon },
    },
    couponError: null,
  };
}
