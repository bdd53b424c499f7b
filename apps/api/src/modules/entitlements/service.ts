import {
  LEDGER_ENTRY_NOT_FOUND_MESSAGE,
  type EntitlementBalance,
  type FundingDecision,
  type LedgerEntry,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { creditComesBack, decideFunding, type BookingChoice } from './engine';
import {
  currentBalances,
  ensureGrants,
  findOwnEntry,
  appendBookingEntry,
  listEntries,
  lockCurrentLots,
  spendOfBooking,
} from './queries';
// The ledger rows in the data-rights export and erasure (listed in composition.ts).
export { entitlementsPersonalData } from './personal-data';
export type { BookingChoice, Funding } from './engine';
// The ledger side of packages, for the packages module (one writer of the ledger).
export {
  expirePackageLots,
  grantPackageLots,
  lockPackageLots,
  packageInfoIdsOfBookings,
  packageLotsEnded,
  packageSums,
} from './package-lots';
export { expireEndedLots as expireEndedCredits } from './queries';

// Entitlements: the person's sponsored credits and how a booking is paid. Bookings meets this
// module only through BookingFunding, handed to its routes by app.ts from composition.ts.

/** What bookings asks of entitlements, always inside the booking's own transaction. */
export interface BookingFunding {
  /** For the review: how this choice would be paid now. Writes only this year's grant. */
  quote(db: Database, userId: number, choice: BookingChoice, now: Date): Promise<FundingDecision>;
  /**
   * Before the booking's insert: decides with the person's lots locked until commit, so two
   * bookings cannot both take the last credit.
   */
  reserve(
    tx: Database,
    userId: number,
    choice: BookingChoice,
    now: Date,
  ): Promise<ReturnType<typeof decideFunding>>;
  /** After the insert of a covered booking (confirmed at once): the credit is spent. */
  spend(
    tx: Database,
    funding: ReturnType<typeof decideFunding>,
    booking: { id: number; userId: number },
    now: Date,
  ): Promise<void>;
  /** A cancelled booking gets its credit back when the engine says so. */
  onCancelled(
    tx: Database,
    booking: { id: number },
    cancel: { byClinician: boolean; inFreeChangeWindow: boolean; now: Date },
  ): Promise<void>;
}

export const bookingFunding: BookingFunding = {
  async quote(db, userId, choice, now) {
    await ensureGrants(db, userId, now);
    return decideFunding(await currentBalances(db, userId, now), choice).decision;
  },
  async reserve(tx, userId, choice, now) {
    if (choice.price === 0) return decideFunding([], choice);
    await ensureGrants(tx, userId, now);
    await lockCurrentLots(tx, userId, now);
    return decideFunding(await currentBalances(tx, userId, now), choice);
  },
  async spend(tx, funding, booking, now) {
    if (funding.lotId === null) return;
    await appendBookingEntry(tx, 'spend', {
      lotId: funding.lotId,
      userId: booking.userId,
      bookingId: booking.id,
      now,
    });
  },
  async onCancelled(tx, booking, cancel) {
    const spend = await spendOfBooking(tx, booking.id);
    if (!spend) return;
    const lotExpired = spend.expiresAt <= cancel.now;
    if (!creditComesBack({ ...cancel, lotExpired })) return;
    await appendBookingEntry(tx, 'release', { ...spend, bookingId: booking.id, now: cancel.now });
  },
};

/** GET customers/entitlements: this year's balances, each the sum of its ledger entries. */
export async function ownBalances(
  db: Database,
  userId: number,
  now: Date,
): Promise<EntitlementBalance[]> {
  await ensureGrants(db, userId, now);
  const rows = await currentBalances(db, userId, now);
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

type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];
const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.uuid,
  balance_id: row.lotUuid,
  kind: row.kind,
  amount: row.amount,
  booking_id: row.bookingUuid,
  created_at: row.createdAt.toISOString(),
});

/** GET customers/entitlements/ledger: this year's grant is written first, as for the balances. */
export async function ownLedger(db: Database, userId: number, now: Date): Promise<LedgerEntry[]> {
  await ensureGrants(db, userId, now);
  return (await listEntries(db, userId)).map(toEntry);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function ownLedgerEntry(
  db: Database,
  userId: number,
  id: string,
): Promise<LedgerEntry> {
  const row = UUID.test(id) ? await findOwnEntry(db, userId, id.toLowerCase()) : null;
  if (!row) throw notFound(LEDGER_ENTRY_NOT_FOUND_MESSAGE);
  return toEntry(row);
}
