import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  entitlementEntries,
  entitlementLots,
  organisationBenefits,
} from '../../entitlements/tables';
import { organisations } from '../../organisations/tables';
import { bookings } from '../tables';

// Aliased names throughout: drizzle leaves a column unqualified when the outer query reads one
// table, which would make `id` ambiguous inside the subquery.

/**
 * The organisation that paid for a booking, in whole or in part, as one SQL expression of a
 * booking row: the organisation whose benefit's lot (a member's allowance or the organisation's
 * pool) the booking holds or spends from; null for a booking no organisation pays for. Read from
 * the ledger, so a membership ended later still names who paid.
 */
export const sponsorNameOf = sql<string | null>`(
  select sponsor.name from ${entitlementEntries} entry
  join ${entitlementLots} lot on lot.id = entry.lot_id
  join ${organisationBenefits} benefit on benefit.id = lot.benefit_id
  join ${organisations} sponsor on sponsor.id = benefit.organisation_id
  where entry.booking_id = ${bookings}.id and entry.kind in ('hold', 'spend')
  order by entry.id
  limit 1
)`;

/** The organisation that pays part or all of this booking, if any (see sponsorNameOf). */
export async function sponsorOfBooking(db: Database, bookingId: number): Promise<string | null> {
  const [row] = await db
    .select({ sponsor: sponsorNameOf })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.sponsor ?? null;
}
