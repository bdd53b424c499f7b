import { HOLD_COVER_LAPSED_MESSAGE } from '@kaizen/contracts';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../../db/client';
import { conflict } from '../../../lib/http-errors';
import { bookings } from '../../bookings/tables';
import { entitlementEntries } from '../tables';

// Holds (issue 11): while a booking waits for its payment, what a credit pays of it is taken by a
// 'hold' entry, so the balance (the plain sum of the lot's entries) already counts it as gone and
// the overspend trigger refuses a second checkout the same credit. A hold is closed exactly once
// (the unique settles key): on confirmation by a release and a spend in one transaction (the
// credit moves from held to spent), on a lapsed, failed or cancelled checkout by a release. The
// ledger is never updated: closing a hold is two more entries, not a changed one.

const settling = alias(entitlementEntries, 'settling');

/** The holds of a booking that nothing has closed yet. */
async function openHolds(tx: Database, bookingId: number) {
  return tx
    .select({
      id: entitlementEntries.id,
      lotId: entitlementEntries.lotId,
      userId: entitlementEntries.userId,
      amount: entitlementEntries.amount,
    })
    .from(entitlementEntries)
    .where(
      and(
        eq(entitlementEntries.bookingId, bookingId),
        eq(entitlementEntries.kind, 'hold'),
        notExists(
          tx
            .select({ id: settling.id })
            .from(settling)
            .where(eq(settling.settlesId, entitlementEntries.id)),
        ),
      ),
    );
}

type Hold = Awaited<ReturnType<typeof openHolds>>[number];

const closing = (hold: Hold, kind: 'release' | 'spend', bookingId: number, now: Date) => ({
  lotId: hold.lotId,
  userId: hold.userId,
  kind,
  amount: kind === 'release' ? -hold.amount : hold.amount,
  bookingId,
  settlesId: hold.id,
  createdAt: now,
});

/**
 * The booking's payment was captured: each open hold becomes a spend (its release and the spend,
 * together). A booking that held a credit and whose hold was released meanwhile (its checkout
 * lapsed) cannot be confirmed on the credit any more: 409, and commerce refunds the payment.
 */
export async function spendHolds(tx: Database, bookingId: number, now: Date): Promise<void> {
  const holds = await openHolds(tx, bookingId);
  if (holds.length === 0) {
    const [released] = await tx
      .select({ id: entitlementEntries.id })
      .from(entitlementEntries)
      .where(and(eq(entitlementEntries.bookingId, bookingId), eq(entitlementEntries.kind, 'hold')));
    if (released) throw conflict(HOLD_COVER_LAPSED_MESSAGE);
    return;
  }
  // The release first: the spend after it is what the overspend trigger checks.
  await tx
    .insert(entitlementEntries)
    .values(holds.map((hold) => closing(hold, 'release', bookingId, now)));
  await tx
    .insert(entitlementEntries)
    .values(holds.map((hold) => closing(hold, 'spend', bookingId, now)));
}

/** The checkout ended unpaid (cancelled, failed): every open hold of the booking is released. */
export async function releaseHolds(tx: Database, bookingId: number, now: Date): Promise<void> {
  const holds = await openHolds(tx, bookingId);
  if (holds.length === 0) return;
  await tx
    .insert(entitlementEntries)
    .values(holds.map((hold) => closing(hold, 'release', bookingId, now)))
    .onConflictDoNothing();
}

/**
 * Holds of bookings whose checkout lapsed (its time is up, expired, or cancelled by any path) are
 * released: by the hold sweeper (hold-sweeper.ts) without anyone looking, and again at every look
 * at the ledger (a grant, a quote, a booking, the console), which is the guarantee, like lapsed
 * years get their expiry. Each hold is released once whoever runs this, however many at a time:
 * each takes the row locks of the holds it releases, in id order (two callers never wait on each
 * other in a circle), and the unique settles key refuses a second release (on conflict do nothing).
 * The sweeper passes `skipLocked`: holds another transaction is releasing are left to it instead
 * of waited for; a look at the ledger waits, so that its next statement sees the release.
 * Answers how many holds it released.
 */
export async function releaseLapsedHolds(
  tx: Database,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into ${entitlementEntries} (lot_id, user_id, kind, amount, booking_id, settles_id, created_at)
    select hold.lot_id, hold.user_id, 'release', -hold.amount, hold.booking_id, hold.id, ${at}
    from ${entitlementEntries} hold
    join ${bookings} booking on booking.id = hold.booking_id
    where hold.kind = 'hold'
      and (booking.status in ('expired', 'cancelled')
        or (booking.status = 'held' and booking.hold_expires_at <= ${at}))
      and not exists (select 1 from ${entitlementEntries} closed where closed.settles_id = hold.id)
    order by hold.id
    for update of hold ${options.skipLocked ? sql`skip locked` : sql``}
    on conflict do nothing
    returning id`,
  );
  return rows.length;
}
