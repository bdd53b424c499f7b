import type { BenefitKind, ProviderType, SessionKind } from '@kaizen/contracts';
import { and, asc, eq, gt, lte, or, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { users } from '../../auth/tables';
import { organisations } from '../../organisations/tables';
import { benefitYear } from '../benefit-year';
import { releaseLapsedHolds } from '../holds/holds';
import { entitlementEntries, entitlementLots, organisationBenefits } from '../tables';

// The organisation's pool (issue 11): a benefit may have a yearly budget of sessions shared by
// all members, on top of each member's own allowance. The pool is a lot of the same ledger owned
// by the organisation (user_id null, and its entries name no person); a covered booking spends
// from the member's lot and from the pool, and the overspend trigger of migration 0015 refuses a
// pool below zero whatever the caller did.

/** What granting a benefit's lots needs of it. */
export const poolBenefitColumns = {
  id: organisationBenefits.id,
  organisationId: organisationBenefits.organisationId,
  sessionsPerYear: organisationBenefits.sessionsPerYear,
  poolSessionsPerYear: organisationBenefits.poolSessionsPerYear,
  poolPaisePerYear: organisationBenefits.poolPaisePerYear,
};
type PoolBenefit = {
  id: number;
  organisationId: number;
  poolSessionsPerYear: number | null;
  poolPaisePerYear: number | null;
};
/** A pool's yearly grant: sessions, or paise of a money pool; null for a benefit with no pool. */
const poolSize = (benefit: Omit<PoolBenefit, 'id' | 'organisationId'>) =>
  benefit.poolSessionsPerYear ?? benefit.poolPaisePerYear;

/**
 * The pool of one benefit for this year, granted once (the partial unique pool key); the lot and
 * its grant in one transaction (a savepoint inside the caller's), so no pool is left ungranted.
 * Nothing for a benefit with no pool.
 */
export async function ensurePool(db: Database, benefit: PoolBenefit, now: Date): Promise<void> {
  const size = poolSize(benefit);
  if (size === null) return;
  await inTransaction(db, (tx) => grantPool(tx, { ...benefit, size }, now));
}

async function grantPool(
  tx: Database,
  benefit: { id: number; organisationId: number; size: number },
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
    amount: benefit.size,
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
  kind: BenefitKind;
  /** The organisation's name. */
  sponsor: string;
  label: string;
  providerTypes: readonly ProviderType[];
  sessionKinds: readonly SessionKind[];
  /** A money pool's most per session (paise); null for a pool of sessions. */
  coverPerSession: number | null;
  expiresAt: Date;
  /** Grants and adjustments: the pool's size this year (sessions, or paise). */
  granted: number;
  available: number;
}

/** Grants and mid-year adjustments: what the pool holds this year before anything is taken. */
const grantedSql = sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} in ('grant', 'adjustment')), 0)::int`;

/** The sums of the current pools of the person's organisation (a statement after the lock). */
export async function currentPools(
  tx: Database,
  userId: number,
  now: Date,
): Promise<PoolBalance[]> {
  const rows = await tx
    .select({
      benefitId: organisationBenefits.id,
      lotId: entitlementLots.id,
      kind: organisationBenefits.kind,
      sponsor: organisations.name,
      label: organisationBenefits.label,
      providerTypes: organisationBenefits.providerTypes,
      sessionKinds: organisationBenefits.sessionKinds,
      coverPerSession: organisationBenefits.coverPaisePerSession,
      expiresAt: entitlementLots.expiresAt,
      granted: grantedSql,
      available: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementLots)
    .innerJoin(users, eq(users.organisationId, entitlementLots.organisationId))
    .innerJoin(organisationBenefits, eq(organisationBenefits.id, entitlementLots.benefitId))
    .innerJoin(organisations, eq(organisations.id, organisationBenefits.organisationId))
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(and(poolsOfMember(userId, now), eq(organisations.active, true)))
    .groupBy(entitlementLots.id, organisationBenefits.id, organisations.id);
  return rows satisfies PoolBalance[];
}

/**
 * The organisation console's view of its pools this year: what was granted and what is used
 * (held or spent, less what came back). Grants this year's pools first, as a member's look does.
 */
export async function organisationPools(db: Database, organisationId: number, now: Date) {
  const benefits = await db
    .select(poolBenefitColumns)
    .from(organisationBenefits)
    .where(
      and(
        eq(organisationBenefits.organisationId, organisationId),
        or(
          isNotNull(organisationBenefits.poolSessionsPerYear),
          isNotNull(organisationBenefits.poolPaisePerYear),
        ),
      ),
    );
  await releaseLapsedHolds(db, now);
  for (const benefit of benefits) await ensurePool(db, benefit, now);
  const year = benefitYear(now);
  return db
    .select({
      benefitUuid: organisationBenefits.uuid,
      kind: organisationBenefits.kind,
      label: organisationBenefits.label,
      coverPerSession: organisationBenefits.coverPaisePerSession,
      granted: grantedSql,
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
