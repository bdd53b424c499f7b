import {
  COUPONS_UNAVAILABLE_MESSAGE,
  LEDGER_ENTRY_NOT_FOUND_MESSAGE,
  type EntitlementBalance,
  type FundingDecision,
  type LedgerEntry,
  type MemberPool,
  type OrgPool,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../lib/http-errors';
import {
  couponFacts,
  couponsEnabledFor,
  recordCouponUse,
  releaseCouponUse,
} from '../coupons/service';
import { judgeCoupon } from './coupon-rule';
import {
  creditComesBack,
  decideFunding,
  withCoupon,
  type BookingChoice,
  type Funding,
} from './engine';
import { releaseHolds, spendHolds } from './holds/holds';
import { currentPools, lockCurrentPools, organisationPools } from './pools/pool-lots';
import { lockedSponsor, type FundingPerson } from './sponsor-gate';
import {
  currentBalances,
  ensureGrants,
  findOwnEntry,
  appendBookingEntry,
  listEntries,
  lockCurrentLots,
  spendsOfBooking,
} from './queries';
// The ledger rows in the data-rights export and erasure (listed in composition.ts).
export { entitlementsPersonalData } from './personal-data';
export { grantReferralCredit } from './referral-lots';
export type { BookingChoice } from './engine';
export type { FundingPerson } from './sponsor-gate';
// The ledger side of packages, for the packages module (one writer of the ledger).
export {
  expirePackageLots,
  grantPackageLots,
  lockPackageLots,
  packageLotsEnded,
  packageSums,
} from './package-lots';
export { expireEndedLots as expireEndedCredits } from './queries';
export { startHoldSweeper } from './holds/hold-sweeper';

// Entitlements: the person's sponsored credits and how a booking is paid. Bookings meets this
// module only through BookingFunding, handed to its routes by app.ts from composition.ts.

/** What bookings asks of entitlements, always inside the booking's own transaction. */
export interface BookingFunding {
  /** For the review: how this choice would be paid now. Writes only this year's grant. */
  quote(
    db: Database,
    person: FundingPerson,
    choice: BookingChoice,
    now: Date,
  ): Promise<FundingDecision>;
  /**
   * Before the booking's insert: decides with the person's lots locked until commit, so two
   * bookings cannot both take the last credit.
   */
  reserve(
    tx: Database,
    person: FundingPerson,
    choice: BookingChoice,
    now: Date,
  ): Promise<ReturnType<typeof decideFunding>>;
  /**
   * For the review: the decision with the person's coupon applied, or why it does not apply
   * (then the decision is unchanged). Reads without locking.
   */
  quoteCoupon(
    db: Database,
    person: FundingPerson,
    choice: BookingChoice & { couponCode: string },
    decision: FundingDecision,
    now: Date,
  ): Promise<{ decision: FundingDecision; couponError: string | null }>;
  /**
   * After the insert: a covered booking (confirmed at once) spends its credit; a held one (a
   * money pool pays part, the rest awaits payment) holds it. A coupon the booking took is
   * recorded as its use.
   */
  spend(
    tx: Database,
    funding: ReturnType<typeof decideFunding>,
    booking: { id: number; userId: number; status: string },
    now: Date,
  ): Promise<void>;
  /** A held booking's payment was captured: what it held is spent (409 if it lapsed). */
  onPaid(tx: Database, booking: { id: number }, now: Date): Promise<void>;
  /** A held booking's checkout failed or lapsed: what it held goes back. */
  onUnpaid(tx: Database, booking: { id: number }, now: Date): Promise<void>;
  /** A cancelled booking gets its credit, and its coupon, back when the engine says so. */
  onCancelled(
    tx: Database,
    booking: { id: number },
    cancel: { byClinician: boolean; inFreeChangeWindow: boolean; now: Date },
  ): Promise<void>;
}

/**
 * The person's balances with each sponsored lot's pool of this year (the engine's input). A
 * sponsored lot this device session may not use yet (its organisation asks for a TOTP code) is
 * marked locked: the engine does not spend it, and says why.
 */
async function creditBalances(db: Database, person: FundingPerson, now: Date) {
  const locked = (await lockedSponsor(db, person)) !== null;
  const pools = await currentPools(db, person.id, now);
  const lots = (await currentBalances(db, person.id, now)).map((balance) => {
    const pool = pools.find((candidate) => candidate.benefitId === balance.benefitId);
    const withPool = pool
      ? { ...balance, pool: { lotId: pool.lotId, available: pool.available } }
      : balance;
    return locked && balance.source === 'organisation_benefit' ? { ...withPool, locked } : withPool;
  });
  // Pool-only and money pools: no lot of the member's own, the engine takes them as they are.
  const shared = pools
    .filter((pool) => pool.kind !== 'allowance')
    .map((pool) => (locked ? { ...pool, locked } : pool));
  return { lots, shared };
}

const decide = (credit: Awaited<ReturnType<typeof creditBalances>>, choice: BookingChoice) =>
  decideFunding(credit.lots, choice, credit.shared);

export const bookingFunding: BookingFunding = {
  async quote(db, person, choice, now) {
    await ensureGrants(db, person.id, now);
    return decide(await creditBalances(db, person, now), choice).decision;
  },
  async reserve(tx, person, choice, now) {
    const userId = person.id;
    let funding: Funding;
    if (choice.price === 0) funding = decideFunding([], choice);
    else {
      await ensureGrants(tx, userId, now);
      // The person's own lots first, then the organisation's pools: always this order.
      await lockCurrentLots(tx, userId, now);
      await lockCurrentPools(tx, userId, now);
      funding = decide(await creditBalances(tx, person, now), choice);
    }
    if (choice.couponCode === undefined) return funding;
    // The coupon row stays locked until commit: its last use goes to one booking only.
    const applied = await applyCoupon(
      tx,
      userId,
      { ...choice, couponCode: choice.couponCode },
      funding,
      now,
      true,
    );
    if (applied.couponError) throw unprocessable(applied.couponError);
    return applied.funding;
  },
  async quoteCoupon(db, person, choice, decision, now) {
    const applied = await applyCoupon(db, person.id, choice, { decision, lotId: null }, now, false);
    return { decision: applied.funding.decision, couponError: applied.couponError };
  },
  async spend(tx, funding, booking, now) {
    // A booking confirmed at once spends; one held for its payment holds until it is paid.
    const kind = booking.status === 'held' ? 'hold' : 'spend';
    if (funding.coupon) {
      await recordCouponUse(tx, {
        couponId: funding.coupon.couponId,
        userId: booking.userId,
        bookingId: booking.id,
        discount: funding.coupon.discount,
        now,
      });
    }
    if (funding.lotId !== null) {
      await appendBookingEntry(tx, kind, {
        lotId: funding.lotId,
        userId: booking.userId,
        bookingId: booking.id,
        now,
      });
    }
    if (funding.poolLotId === undefined) return;
    // The pool's entry names no person: the organisation's ledger never says who booked.
    await appendBookingEntry(tx, kind, {
      lotId: funding.poolLotId,
      userId: null,
      bookingId: booking.id,
      now,
      units: funding.poolUnits ?? 1,
    });
  },
  async onPaid(tx, booking, now) {
    await spendHolds(tx, booking.id, now);
  },
  async onUnpaid(tx, booking, now) {
    await releaseHolds(tx, booking.id, now);
  },
  async onCancelled(tx, booking, cancel) {
    // A checkout cancelled before payment gives back what it held, whatever the time.
    await releaseHolds(tx, booking.id, cancel.now);
    // A coupon the booking took comes back by the credits' rule: the clinician's cancel, or the
    // person's in time (a cancel before payment never counted it).
    if (creditComesBack({ ...cancel, lotExpired: false })) {
      await releaseCouponUse(tx, booking.id, cancel.now);
    }
    // The member's own session and the pool's come back by the same rule, each unless its year
    // has ended.
    for (const spend of await spendsOfBooking(tx, booking.id)) {
      const lotExpired = spend.expiresAt <= cancel.now;
      if (!creditComesBack({ ...cancel, lotExpired })) continue;
      await appendBookingEntry(tx, 'release', { ...spend, bookingId: booking.id, now: cancel.now });
    }
  },
};

/** The organisation console: each pool of this year, used and total (its entries' sums). */
export async function organisationPoolUsage(
  db: Database,
  organisationId: number,
  now: Date,
): Promise<OrgPool[]> {
  const pools = await organisationPools(db, organisationId, now);
  return pools.map((pool) => ({
    benefit_id: pool.benefitUuid,
    kind: pool.kind,
    label: pool.label,
    total: pool.granted,
    used: pool.granted - pool.available,
    cover_per_session: pool.coverPerSession,
  }));
}

/** The engine's coupon step with the coupon's facts (cf_coupon_enabled first). */
async function applyCoupon(
  db: Database,
  userId: number,
  choice: BookingChoice & { couponCode: string },
  funding: Funding,
  now: Date,
  lock: boolean,
): Promise<{ funding: Funding; couponError: string | null }> {
  if (!(await couponsEnabledFor(db, userId))) {
    return { funding, couponError: COUPONS_UNAVAILABLE_MESSAGE };
  }
  const facts = await couponFacts(db, choice.couponCode, userId, now, lock);
  const price = funding.decision.amount_due;
  return withCoupon(funding, judgeCoupon(facts, { ...choice, price }, now));
}

/**
 * GET customers/entitlements: this year's balances, each the sum of its ledger entries. The
 * sponsored ones are left out for a device session its organisation's TOTP check has not let in.
 */
export async function ownBalances(
  db: Database,
  person: FundingPerson,
  now: Date,
): Promise<EntitlementBalance[]> {
  await ensureGrants(db, person.id, now);
  const locked = (await lockedSponsor(db, person)) !== null;
  const rows = (await currentBalances(db, person.id, now)).filter(
    (row) => !locked || row.source !== 'organisation_benefit',
  );
  return rows.map((row) => ({
    id: row.uuid,
    source: row.source,
    sponsor: row.sponsor,
    label: row.label,
    provider_types: row.providerTypes,
    session_kinds: row.sessionKinds,
    granted: row.granted,
    available: row.available,
    period_starts_at: row.periodStartsAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
}

/**
 * The member's organisation's shared pools this year (after ownBalances, which grants them): what
 * the dashboard says is left of them, or that they are used up. None behind a TOTP check.
 */
export async function ownPools(
  db: Database,
  person: FundingPerson,
  now: Date,
): Promise<MemberPool[]> {
  if ((await lockedSponsor(db, person)) !== null) return [];
  return (await currentPools(db, person.id, now)).map((pool) => ({
    sponsor: pool.sponsor,
    kind: pool.kind,
    label: pool.label,
    available: Math.max(pool.available, 0),
    granted: pool.granted,
    cover_per_session: pool.coverPerSession,
  }));
}

type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];
const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.uuid,
  balance_id: row.lotUuid,
  kind: row.kind,
  amount: row.amount,
  booking_id: row.bookingUuid,
  created_at: row.createdAt.toISOString(),
});

/**
 * GET customers/entitlements/ledger: this year's grant is written first, as for the balances. A
 * device session its organisation's TOTP check has not let in sees no sponsored lot's entries.
 */
export async function ownLedger(
  db: Database,
  person: FundingPerson,
  now: Date,
): Promise<LedgerEntry[]> {
  await ensureGrants(db, person.id, now);
  const locked = (await lockedSponsor(db, person)) !== null;
  const rows = await listEntries(db, person.id);
  return rows.filter((row) => !locked || row.benefitId === null).map(toEntry);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function ownLedgerEntry(
  db: Database,
  person: FundingPerson,
  id: string,
): Promise<LedgerEntry> {
  const row = UUID.test(id) ? await findOwnEntry(db, person.id, id.toLowerCase()) : null;
  if (!row) throw notFound(LEDGER_ENTRY_NOT_FOUND_MESSAGE);
  // A sponsored entry behind the TOTP check is not there for this device session yet.
  if (row.benefitId !== null && (await lockedSponsor(db, person)) !== null) {
    throw notFound(LEDGER_ENTRY_NOT_FOUND_MESSAGE);
  }
  return toEntry(row);
}
