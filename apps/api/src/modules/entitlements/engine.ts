import {
  benefitNotCoveringReason,
  benefitUsedUpReason,
  type FundingDecision,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';

// The one policy engine (issue 11): pure functions of the person's balances and the booking
// choice. How a booking is paid: a sponsored credit first (when the organisation covers that
// provider type and kind), then money. Packages and coupons join this order later (package
// credit after sponsored, coupon before money). The same engine decides what a cancel gives back.

/** A lot the person can spend from now, as the engine needs it. */
export interface CreditBalance {
  lotId: number;
  sponsor: string;
  label: string;
  providerTypes: readonly ProviderType[];
  sessionKinds: readonly SessionKind[];
  granted: number;
  available: number;
  expiresAt: Date;
}

export interface BookingChoice {
  providerType: ProviderType;
  kind: SessionKind;
  /** The session's price in paise. */
  price: number;
}

export interface Funding {
  decision: FundingDecision;
  /** The lot a sponsored booking spends from; null when it is paid in money. */
  lotId: number | null;
}

const covers = (balance: CreditBalance, choice: BookingChoice) =>
  balance.providerTypes.includes(choice.providerType) && balance.sessionKinds.includes(choice.kind);

/** Sponsored credit first (the lot that expires first), otherwise the price with the reason. */
export function decideFunding(balances: readonly CreditBalance[], choice: BookingChoice): Funding {
  const money = (reason: string | null): Funding => ({
    decision: { method: 'money', amount_due: choice.price, reason },
    lotId: null,
  });
  // A free session costs no one anything: a credit is never spent on it.
  if (choice.price === 0) return money(null);
  const covering = balances
    .filter((balance) => covers(balance, choice))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  const usable = covering.find((balance) => balance.available > 0);
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
    };
  }
  const usedUp = covering[0];
  if (usedUp) return money(benefitUsedUpReason(usedUp.sponsor, usedUp.granted, usedUp.label));
  const other = balances[0];
  return money(other ? benefitNotCoveringReason(other.sponsor, other.label) : null);
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
