import type { ProviderType, SessionKind } from '@kaizen/contracts';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { bookings } from '../bookings/tables';
import { organisations } from '../organisations/tables';
import { carePackageItems, carePackages, packagePurchases } from '../packages/tables';
import type { CreditBalance } from './engine';
import { benefitYear } from './benefit-year';
import { ensurePool, expireEndedPools, poolBenefitColumns } from './pools/pool-lots';
import { releaseLapsedHolds } from './holds/holds';
import { REFERRAL_CREDIT, sqlTextArray } from './referral-lots';
import { entitlementEntries, entitlementLots, organisationBenefits } from './tables';

// Data access of the ledger. Every query is keyed by the owner (user id).

/**
 * Grants this year's lot of every benefit of the person's organisation, once (the unique period
 * key: a second caller waits for the first and inserts nothing), and the organisation's pool of
 * it when it has one; writes the expiry of lots and pools whose year ended with credit left.
 * Idempotent; nothing to do for someone with no organisation.
 */
export async function ensureGrants(tx: Database, userId: number, now: Date): Promise<void> {
  const year = benefitYear(now);
  const benefits = await tx
    .select(poolBenefitColumns)
    .from(users)
    .innerJoin(organisationBenefits, eq(organisationBenefits.organisationId, users.organisationId))
    .where(eq(users.id, userId));
  await releaseLapsedHolds(tx, now);
  for (const benefit of benefits) {
    await ensurePool(tx, benefit, now);
    // Pool-only and money-pool benefits give members no lot of their own.
    if (benefit.sessionsPerYear === null) continue;
    const [lot] = await tx
      .insert(entitlementLots)
      .values({
        userId,
        benefitId: benefit.id,
        periodStartsAt: year.startsAt,
        expiresAt: year.endsAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: entitlementLots.id });
    if (lot) {
      await tx.insert(entitlementEntries).values({
        lotId: lot.id,
        userId,
        kind: 'grant',
        amount: benefit.sessionsPerYear,
        createdAt: now,
      });
    }
  }
  await expireEndedLots(tx, userId, now);
  const organisationId = benefits[0]?.organisationId;
  if (organisationId !== undefined) await expireEndedPools(tx, organisationId, now);
}

/** Lots whose year has ended lose what is left, in one expiry entry each. */
export async function expireEndedLots(tx: Database, userId: number, now: Date): Promise<void> {
  const ended = await tx
    .select({
      id: entitlementLots.id,
      left: sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`,
    })
    .from(entitlementLots)
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(and(eq(entitlementLots.userId, userId), lte(entitlementLots.expiresAt, now)))
    .groupBy(entitlementLots.id)
    .having(sql`sum(${entitlementEntries.amount}) > 0`);
  for (const lot of ended) {
    await tx
      .insert(entitlementEntries)
      .values({ lotId: lot.id, userId, kind: 'expiry', amount: -lot.left, createdAt: now })
      .onConflictDoNothing();
  }
}

/** Locks the person's current lots (taking a credit waits here for another taker to finish). */
export async function lockCurrentLots(tx: Database, userId: number, now: Date): Promise<void> {
  await tx
    .select({ id: entitlementLots.id })
    .from(entitlementLots)
    .where(and(eq(entitlementLots.userId, userId), gt(entitlementLots.expiresAt, now)))
    .for('update');
}

const granted = sql<number>`coalesce(sum(${entitlementEntries.amount}) filter (where ${entitlementEntries.kind} = 'grant'), 0)::int`;
const available = sql<number>`coalesce(sum(${entitlementEntries.amount}), 0)::int`;

/**
 * The person's lots of this moment with their sums: of benefits their organisation still offers
 * (a former member's lots are not spent), of packages they paid for and did not get refunded,
 * and referral rewards.
 * A separate statement from the lock, so that it sees every entry committed before the lock was
 * granted.
 */
export async function currentBalances(tx: Database, userId: number, now: Date) {
  const rows = await tx
    .select({
      lotId: entitlementLots.id,
      uuid: entitlementLots.uuid,
      benefitId: entitlementLots.benefitId,
      source: sql<
        'organisation_benefit' | 'package' | 'referral'
      >`case when ${entitlementLots.benefitId} is not null then 'organisation_benefit' when ${entitlementLots.packagePurchaseId} is not null then 'package' else 'referral' end`,
      providerId: packagePurchases.providerId,
      packagePurchaseUuid: packagePurchases.uuid,
      // A referral lot has no row to describe it: its terms are REFERRAL_CREDIT's.
      sponsor: sql<string>`coalesce(${organisations.name}, ${carePackages.name}, ${REFERRAL_CREDIT.sponsor})`,
      label: sql<string>`coalesce(${organisationBenefits.label}, ${carePackageItems.label}, ${REFERRAL_CREDIT.label})`,
      providerTypes: sql<
        ProviderType[]
      >`coalesce(${organisationBenefits.providerTypes}, ${carePackageItems.providerTypes}, ${sqlTextArray(REFERRAL_CREDIT.providerTypes)})`,
      sessionKinds: sql<
        SessionKind[]
      >`coalesce(${organisationBenefits.sessionKinds}, ${carePackageItems.sessionKinds}, ${sqlTextArray(REFERRAL_CREDIT.sessionKinds)})`,
      periodStartsAt: entitlementLots.periodStartsAt,
      expiresAt: entitlementLots.expiresAt,
      granted,
      available,
    })
    .from(entitlementLots)
    .leftJoin(organisationBenefits, eq(organisationBenefits.id, entitlementLots.benefitId))
    .leftJoin(organisations, eq(organisations.id, organisationBenefits.organisationId))
    .leftJoin(packagePurchases, eq(packagePurchases.id, entitlementLots.packagePurchaseId))
    .leftJoin(carePackageItems, eq(carePackageItems.id, entitlementLots.packageItemId))
    .leftJoin(carePackages, eq(carePackages.id, packagePurchases.packageId))
    .innerJoin(users, eq(users.id, entitlementLots.userId))
    .innerJoin(entitlementEntries, eq(entitlementEntries.lotId, entitlementLots.id))
    .where(
      and(
        eq(entitlementLots.userId, userId),
        lte(entitlementLots.periodStartsAt, now),
        gt(entitlementLots.expiresAt, now),
        sql`((${users.organisationId} = ${organisationBenefits.organisationId} and ${organisations.active})
          or ${packagePurchases.status} = 'active' or ${entitlementLots.referralId} is not null)`,
      ),
    )
    .groupBy(
      entitlementLots.id,
      organisationBenefits.id,
      organisations.id,
      packagePurchases.id,
      carePackageItems.id,
      carePackages.id,
    )
    // Sponsored lots first, then packages, then referral credit; the one that ends first first.
    .orderBy(
      sql`${entitlementLots.benefitId} is null`,
      sql`${entitlementLots.referralId} is not null`,
      asc(entitlementLots.expiresAt),
      asc(entitlementLots.id),
    );
  return rows satisfies (Omit<CreditBalance, 'pool'> & {
    uuid: string;
    benefitId: number | null;
    periodStartsAt: Date;
  })[];
}

/**
 * A booking's spend (−1) or release (+1) on a lot (a pool's entry names no person: userId null).
 * A booking spends from a lot once and is released once (partial unique indexes): a second
 * release does nothing; a second spend is a conflict.
 */
export async function appendBookingEntry(
  tx: Database,
  kind: 'hold' | 'spend' | 'release',
  entry: {
    lotId: number;
    userId: number | null;
    bookingId: number;
    now: Date;
    /** What is taken or given back: 1 session, or paise of a money pool. */
    units?: number;
  },
): Promise<void> {
  const units = entry.units ?? 1;
  const insert = tx.insert(entitlementEntries).values({
    lotId: entry.lotId,
    userId: entry.userId,
    kind,
    amount: kind === 'release' ? units : -units,
    bookingId: entry.bookingId,
    createdAt: entry.now,
  });
  await (kind === 'release' ? insert.onConflictDoNothing() : insert);
}

/** The spends of a booking (its own lot's and a pool's) with each lot's end. */
export async function spendsOfBooking(tx: Database, bookingId: number) {
  return tx
    .select({
      lotId: entitlementEntries.lotId,
      userId: entitlementEntries.userId,
      units: sql<number>`-${entitlementEntries.amount}`,
      expiresAt: entitlementLots.expiresAt,
    })
    .from(entitlementEntries)
    .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
    .where(and(eq(entitlementEntries.bookingId, bookingId), eq(entitlementEntries.kind, 'spend')));
}

const entryColumns = {
  uuid: entitlementEntries.uuid,
  /** Set for an entry of a sponsored lot (behind the organisation's TOTP check, if it has one). */
  benefitId: entitlementLots.benefitId,
  lotUuid: entitlementLots.uuid,
  kind: entitlementEntries.kind,
  amount: entitlementEntries.amount,
  bookingUuid: bookings.uuid,
  createdAt: entitlementEntries.createdAt,
};

export async function listEntries(db: Database, userId: number) {
  return db
    .select(entryColumns)
    .from(entitlementEntries)
    .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
    .leftJoin(bookings, eq(bookings.id, entitlementEntries.bookingId))
    .where(eq(entitlementEntries.userId, userId))
    .orderBy(desc(entitlementEntries.id));
}

/** One of the person's own entries; another person's answers null (a 404). */
export async function findOwnEntry(db: Database, userId: number, uuid: string) {
  const [row] = await db
    .select(entryColumns)
    .from(entitlementEntries)
    .innerJoin(entitlementLots, eq(entitlementLots.id, entitlementEntries.lotId))
    .leftJoin(bookings, eq(bookings.id, entitlementEntries.bookingId))
    .where(and(eq(entitlementEntries.userId, userId), eq(entitlementEntries.uuid, uuid)));
  return row ?? null;
}

/** Every lot and entry of a person (data-rights export), and their erasure. */
export const lotsOf = (db: Database, userId: number) =>
  db.select().from(entitlementLots).where(eq(entitlementLots.userId, userId));
export const entriesOf = (db: Database, userId: number) =>
  db.select().from(entitlementEntries).where(eq(entitlementEntries.userId, userId));
export async function eraseLedger(tx: Database, userId: number): Promise<void> {
  await tx.delete(entitlementLots).where(eq(entitlementLots.userId, userId));
}
