import {
  BENEFIT_NOT_FOUND_MESSAGE,
  POOL_BELOW_USED_MESSAGE,
  type OrgPool,
} from '@kaizen/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { notFound, unprocessable } from '../../../lib/http-errors';
import { postgresErrorCode } from '../../../plugins/errors';
import { benefitYear } from '../benefit-year';
import { ensurePool } from './pool-lots';
import { entitlementEntries, entitlementLots, organisationBenefits } from '../tables';

// The organisation console resizes a shared pool (issue 11). The benefit row says the size from
// now on (next year's grant); this year's pool lot gets an 'adjustment' entry of the difference,
// because the ledger is append-only: its history keeps the first grant and every change. The
// lot is locked first, so a resize and a booking queue; a pool made smaller than what is used or
// held now is refused by the overspend trigger (23514) and answered 422.

/** A money pool's size is asked in rupees; the ledger keeps paise. */
const unitsOf = (kind: OrgPool['kind'], size: number) =>
  kind === 'money_pool' ? size * 100 : size;

export async function resizePool(
  db: Database,
  organisationId: number,
  benefitUuid: string,
  size: number,
  now: Date,
): Promise<void> {
  const [benefit] = await db
    .select()
    .from(organisationBenefits)
    .where(
      and(
        eq(organisationBenefits.uuid, benefitUuid.toLowerCase()),
        eq(organisationBenefits.organisationId, organisationId),
      ),
    );
  // Another organisation's benefit, or one with no pool: not there for this console.
  if (!benefit || (benefit.poolSessionsPerYear === null && benefit.poolPaisePerYear === null)) {
    throw notFound(BENEFIT_NOT_FOUND_MESSAGE);
  }
  const units = unitsOf(benefit.kind, size);
  try {
    await inTransaction(db, async (tx) => {
      await ensurePool(tx, benefit, now);
      const year = benefitYear(now);
      const [lot] = await tx
        .select({ id: entitlementLots.id })
        .from(entitlementLots)
        .where(
          and(
            eq(entitlementLots.benefitId, benefit.id),
            eq(entitlementLots.periodStartsAt, year.startsAt),
            sql`${entitlementLots.organisationId} is not null`,
          ),
        )
        .for('update');
      if (!lot) throw new Error(`pool of benefit ${benefit.id} was not granted`);
      const [sized] = await tx
        .select({
          size: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} in ('grant', 'adjustment')), 0)::int`,
        })
        .from(entitlementEntries)
        .where(eq(entitlementEntries.lotId, lot.id));
      const change = units - (sized?.size ?? 0);
      if (change !== 0) {
        await tx.insert(entitlementEntries).values({
          lotId: lot.id,
          userId: null,
          kind: 'adjustment',
          amount: change,
          createdAt: now,
        });
      }
      await tx
        .update(organisationBenefits)
        .set(
          benefit.kind === 'money_pool'
            ? { poolPaisePerYear: units }
            : { poolSessionsPerYear: units },
        )
        .where(eq(organisationBenefits.id, benefit.id));
    });
  } catch (error) {
    if (isOverspend(error)) throw unprocessable(POOL_BELOW_USED_MESSAGE);
    throw error;
  }
}

const isOverspend = (error: unknown) => postgresErrorCode(error) === '23514';
