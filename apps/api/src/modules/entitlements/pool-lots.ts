import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { users } from '../auth/tables';
import { benefitYear } from './benefit-year';
import { entitlementEntries, entitlementLots, organisationBenefits } from './tables';

// The organisation's pool (issue 11): a benefit may have a yearly budget of sessions shared by
// all members, on top of each member's own allowance. The pool is a lot of the same ledger owned
// by the organisation (user_id null, and its entries name no person); a covered booking spends
// from the member's lot and from the pool, and the overspend trigger of migration 0015 refuses a
// pool below zero whatever the caller did.

/**
 * The pool of one benefit for this year, granted once (the partial unique pool key); the lot and
 * its grant in one transaction (a savepoint inside the caller's), so no pool is left ungranted.
 */
export async function ensurePool(
  db: Database,
  benefit: { id: number; organisationId: number; poolSessionsPerYear: number },
  now: Date,
): Promise<void> {
  await inTransaction(db, (tx) => grantPool(tx, benefit, now));
}

async function grantPool(
  tx: Database,
  benefit: { id: number; organisationId: number; poolSessionsPerYear: number },
  now: Date,
): Promise<void> {
  const year = benefitYear(now);
  const [lot] = await tx
    .insert(entitlementLots)
    .values({
      organisationId: benefit.organisationId,
      benefitId: benefit.id,
      periodStartsAt: year.startsAt,
      expiresAt: year.endsAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: entitlementLots.id });
  if (!lot) return;
  await tx.insert(entitlementEntries).values({
    lotId: lot.id,
    userId: null,
    kind: 'grant',
    amount: benefit.poolSessionsPerYear,
    createdAt: now,
  });
}

/** The organisation's pools whose year has ended lose what is left, in one expiry entry each. */
export async function expireEndedPools(
  tx: Database,
  organisationId: number,
  now: Date,
): Promise<void> {
  const ended = await tx
    .select({ id: entitlementLots.id, left: sql<number>`sum(${entitlementEntries.amount})::int` })
    .from(entitlementLots)
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(
      and(eq(entitlementLots.organisationId, organisationId), lte(entitlementLots.expiresAt, now)),
    )
    .groupBy(entitlementLots.id)
    .having(sql`sum(${entitlementEntries.amount}) > 0`);
  for (const lot of ended) {
    await tx
      .insert(entitlementEntries)
      .values({ lotId: lot.id, userId: null, kind: 'expiry', amount: -lot.left, createdAt: now })
      .onConflictDoNothing();
  }
}

/** The current pools of the person's organisation's benefits. */
const poolsOfMember = (userId: number, now: Date) =>
  and(
    eq(users.id, userId),
    eq(entitlementLots.organisationId, users.organisationId),
    lte(entitlementLots.periodStartsAt, now),
    gt(entitlementLots.expiresAt, now),
  );

/**
 * Locks the current pools of the person's organisation, after the person's own lots (every
 * member takes them in that order: members of one organisation queue on the pool, none waits in
 * a circle).
 */
export async function lockCurrentPools(tx: Database, userId: number, now: Date): Promise<void> {
  await tx
    .select({ id: entitlementLots.id })
    .from(entitlementLots)
    .innerJoin(users, eq(users.organisationId, entitlementLots.organisationId))
    .where(poolsOfMember(userId, now))
    .for('update', { of: entitlementLots });
}

export interface PoolBalance {
  benefitId: number;
  lotId: number;
  granted: number;
  available: number;
}

/** The sums of the current pools of the person's organisation (a statement after the lock). */
export async function currentPools(
  tx: Database,
  userId: number,
  now: Date,
): Promise<PoolBalance[]> {
  const rows = await tx
    .select({
      benefitId: entitlementLots.benefitId,
      lotId: entitlementLots.id,
      granted: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`,
      available: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementLots)
    .innerJoin(users, eq(users.organisationId, entitlementLots.organisationId))
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(poolsOfMember(userId, now))
    .groupBy(entitlementLots.id);
  return rows.flatMap((row) =>
    row.benefitId === null ? [] : [{ ...row, benefitId: row.benefitId }],
  );
}

/**
 * The organisation console's view of its pools this year: what was granted and what is used
 * (held or spent, less what came back). Grants this year's pools first, as a member's look does.
 */
export async function organisationPools(db: Database, organisationId: number, now: Date) {
  const benefits = await db
    .select({
      id: organisationBenefits.id,
      organisationId: organisationBenefits.organisationId,
      poolSessionsPerYear: organisationBenefits.poolSessionsPerYear,
    })
    .from(organisationBenefits)
    .where(
      and(
        eq(organisationBenefits.organisationId, organisationId),
        isNotNull(organisationBenefits.poolSessionsPerYear),
      ),
    );
  for (const benefit of benefits) {
    if (benefit.poolSessionsPerYear !== null) {
      await ensurePool(db, { ...benefit, poolSessionsPerYear: benefit.poolSessionsPerYear }, now);
    }
  }
  const year = benefitYear(now);
  return db
    .select({
      label: organisationBenefits.label,
      granted: sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`,
      available: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementLots)
    .innerJoin(organisationBenefits, eq(organisationBenefits.id, entitlementLots.benefitId))
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(
      and(
        eq(entitlementLots.organisationId, organisationId),
        eq(entitlementLots.periodStartsAt, year.startsAt),
      ),
    )
    .groupBy(entitlementLots.id, organisationBenefits.id)
    .orderBy(asc(organisationBenefits.label));
}
